import { baseLanguage, isCharacterBased } from './text';

/**
 * Lexicons per language for the SOP outline and the highlights: words that mark a safety
 * instruction or warning, names of tools, and words that mark an important note. Entries match
 * the start of a word (so "glove" finds "gloves"), in Chinese, Japanese and Thai anywhere.
 * Entries are '|'-separated; languages without a list get no such highlights (never invented ones).
 */
export type LexiconKind = 'safety' | 'tool' | 'important';

const L: Record<string, Record<LexiconKind, string>> = {
  en: {
    safety: 'safety|safe|warning|caution|danger|hazard|glasses|goggles|gloves|helmet|hard hat|ear protection|protective|ppe|emergency stop|emergency|lockout|tagout|isolat|do not|don\'t|never|injur|burn|electric shock|sharp|fire|toxic',
    tool: 'torque wrench|wrench|spanner|screwdriver|hammer|pliers|drill|allen key|hex key|cutter|knife|multimeter|gauge|ladder|brush|tape measure|tape|scanner|collet|socket|saw|grinder|clamp|vise|tester|meter|lock and tag|padlock|caliper|file|chisel|jack',
    important: 'important|note|remember|make sure|ensure|always|must|check|verify|key point|essential',
  },
  de: {
    safety: 'sicherheit|sicher|warnung|achtung|vorsicht|gefahr|schutzbrille|brille|handschuh|helm|gehörschutz|schutz|not-aus|notaus|verriegel|isolier|niemals|verletz|verbrenn|stromschlag|scharf|feuer|giftig',
    tool: 'drehmomentschlüssel|schraubenschlüssel|schlüssel|schraubendreher|schraubenzieher|hammer|zange|bohrer|bohrmaschine|inbusschlüssel|fräser|messer|multimeter|messgerät|leiter|pinsel|maßband|klebeband|scanner|spannzange|säge|schleifer|zwinge|schraubstock|prüfer|schloss|vorhängeschloss|messschieber|feile|meißel',
    important: 'wichtig|hinweis|beachten|denken sie|stellen sie sicher|immer|muss|müssen|prüfen|kontrollieren',
  },
  es: {
    safety: 'seguridad|seguro|advertencia|precaución|cuidado|peligro|gafas|lentes|guantes|casco|protección|protector|parada de emergencia|emergencia|bloqueo|aislar|no |nunca|lesion|quemadura|descarga|afilado|fuego|tóxico',
    tool: 'llave dinamométrica|llave|destornillador|desarmador|martillo|alicate|pinza|taladro|cortador|fresa|cuchillo|multímetro|manómetro|escalera|cepillo|cinta|escáner|boquilla|sierra|esmeriladora|abrazadera|tornillo de banco|probador|candado|calibrador|lima|cincel',
    important: 'importante|nota|recuerde|recuerda|asegúrese|asegúrate|siempre|debe|deben|verifique|compruebe',
  },
  pt: {
    safety: 'segurança|seguro|aviso|atenção|cuidado|perigo|óculos|luvas|capacete|proteção|protetor|parada de emergência|emergência|bloqueio|isolar|não toque|nunca|lesão|queimadura|choque|afiad|fogo|tóxico',
    tool: 'torquímetro|chave de fenda|chave inglesa|chave|martelo|alicate|furadeira|broca|fresa|cortador|faca|multímetro|manômetro|escada|pincel|fita|scanner|pinça|serra|esmerilhadeira|grampo|morsa|testador|cadeado|paquímetro|lima|cinzel',
    important: 'importante|nota|lembre|certifique|garanta|sempre|deve|devem|verifique|confira',
  },
  fr: {
    safety: 'sécurité|sûr|avertissement|attention|prudence|danger|lunettes|gants|casque|protection|protect|arrêt d\'urgence|urgence|consignation|isoler|ne jamais|jamais|ne pas|bless|brûl|électrocution|tranchant|feu|toxique',
    tool: 'clé dynamométrique|clé|tournevis|marteau|pince|perceuse|foret|fraise|cutter|couteau|multimètre|manomètre|échelle|pinceau|mètre ruban|ruban|scanner|mandrin|scie|meuleuse|serre-joint|étau|testeur|cadenas|pied à coulisse|lime|burin',
    important: 'important|remarque|note|rappel|n\'oubliez|assurez-vous|veillez|toujours|doit|doivent|vérifiez|contrôlez',
  },
  it: {
    safety: 'sicurezza|sicuro|avvertenza|attenzione|pericolo|occhiali|guanti|casco|protezione|arresto di emergenza|emergenza|blocco|isolare|non toccare|mai|lesion|ustion|scossa|tagliente|fuoco|tossico',
    tool: 'chiave dinamometrica|chiave|cacciavite|martello|pinza|pinze|trapano|fresa|taglierino|coltello|multimetro|manometro|scala|pennello|metro|nastro|scanner|pinza portautensili|sega|smerigliatrice|morsetto|morsa|tester|lucchetto|calibro|lima|scalpello',
    important: 'importante|nota|ricorda|assicurati|assicurarsi|sempre|deve|devono|verifica|controlla',
  },
  nl: {
    safety: 'veiligheid|veilig|waarschuwing|let op|voorzichtig|gevaar|bril|veiligheidsbril|handschoen|helm|gehoorbescherming|bescherm|noodstop|nood|vergrendel|isoleer|nooit|niet aanraken|letsel|verbrand|schok|scherp|brand|giftig',
    tool: 'momentsleutel|sleutel|schroevendraaier|hamer|tang|boor|boormachine|inbussleutel|frees|mes|multimeter|meter|ladder|kwast|rolmaat|tape|scanner|spantang|zaag|slijper|klem|bankschroef|tester|hangslot|schuifmaat|vijl|beitel',
    important: 'belangrijk|opmerking|let erop|onthoud|zorg dat|zorg ervoor|altijd|moet|moeten|controleer',
  },
  pl: {
    safety: 'bezpieczeń|bezpieczn|ostrzeżenie|uwaga|ostrożnie|niebezpiecz|okulary|rękawic|kask|ochron|wyłącznik awaryjny|awaryjn|blokad|izoluj|nigdy|nie dotykaj|uraz|oparzen|porażeni|ostr|ogień|toksyczn',
    tool: 'klucz dynamometryczny|klucz|śrubokręt|wkrętak|młotek|szczypce|kombinerki|wiertarka|wiertło|frez|nóż|multimetr|manometr|drabina|pędzel|miarka|taśma|skaner|tuleja|piła|szlifierka|zacisk|imadło|tester|kłódka|suwmiarka|pilnik|dłuto',
    important: 'ważne|uwaga|pamiętaj|upewnij się|zawsze|musi|muszą|sprawdź|sprawdzić',
  },
  ru: {
    safety: 'безопасн|осторожн|внимание|предупрежд|опасн|очки|перчатк|каск|защит|аварийн|блокир|изолир|никогда|не трогайте|травм|ожог|удар током|остр|огонь|токсичн',
    tool: 'динамометрический ключ|ключ|отвертк|отвёртк|молоток|плоскогубц|кусачк|дрель|сверл|фрез|нож|мультиметр|манометр|лестниц|кисть|рулетк|лент|сканер|цанг|пил|шлифмашин|струбцин|тиск|тестер|замок|штангенциркул|напильник|зубил',
    important: 'важно|обратите внимание|помните|убедитесь|всегда|должен|должны|необходимо|проверьте',
  },
  ko: {
    safety: '안전|경고|주의|위험|보안경|장갑|안전모|헬멧|보호|비상 정지|비상|잠금|차단|절대|하지 마|부상|화상|감전|날카|화재|독성',
    tool: '토크 렌치|렌치|스패너|드라이버|망치|펜치|플라이어|드릴|커터|칼|멀티미터|게이지|사다리|브러시|줄자|테이프|스캐너|콜릿|소켓|톱|그라인더|클램프|바이스|테스터|자물쇠|캘리퍼스|줄|끌',
    important: '중요|참고|기억|확인|반드시|항상|꼭|점검',
  },
  ja: {
    safety: '安全|警告|注意|危険|保護メガネ|メガネ|手袋|ヘルメット|保護|非常停止|緊急|ロックアウト|遮断|絶対|しないで|けが|怪我|やけど|感電|鋭い|火災|有毒',
    tool: 'トルクレンチ|レンチ|スパナ|ドライバー|ハンマー|ペンチ|プライヤー|ドリル|カッター|ナイフ|テスター|マルチメーター|ゲージ|はしご|脚立|ブラシ|メジャー|テープ|スキャナー|コレット|ソケット|のこぎり|グラインダー|クランプ|万力|南京錠|ノギス|やすり|のみ',
    important: '重要|注意点|ポイント|覚えて|必ず|確認|常に|忘れずに',
  },
  zh: {
    safety: '安全|警告|注意|小心|危险|危險|护目镜|護目鏡|眼镜|眼鏡|手套|安全帽|头盔|頭盔|防护|防護|紧急停止|緊急停止|急停|紧急|緊急|上锁|上鎖|隔离|隔離|切勿|不要|禁止|受伤|受傷|烫伤|燙傷|触电|觸電|锋利|鋒利|火灾|火災|有毒',
    tool: '扭力扳手|扳手|螺丝刀|螺絲起子|螺絲刀|锤子|錘子|榔头|钳子|鉗子|电钻|電鑽|钻头|鑽頭|铣刀|銑刀|刀具|刀|万用表|萬用表|量规|量規|梯子|刷子|卷尺|捲尺|胶带|膠帶|扫描仪|掃描器|夹头|夾頭|套筒|锯|鋸|砂轮机|砂輪機|夹具|夾具|台虎钳|虎鉗|测试仪|測試儀|挂锁|掛鎖|卡尺|锉刀|銼刀|凿子|鑿子',
    important: '重要|注意事项|注意事項|记住|記住|确保|確保|务必|務必|一定要|始终|始終|检查|檢查',
  },
  th: {
    safety: 'ความปลอดภัย|ปลอดภัย|คำเตือน|เตือน|ระวัง|อันตราย|แว่นตา|ถุงมือ|หมวกนิรภัย|หมวก|ป้องกัน|หยุดฉุกเฉิน|ฉุกเฉิน|ล็อก|ตัดไฟ|ห้าม|อย่า|บาดเจ็บ|ไหม้|ไฟดูด|ไฟฟ้าช็อต|คม|ไฟไหม้|พิษ',
    tool: 'ประแจทอร์ก|ประแจ|ไขควง|ค้อน|คีม|สว่าน|ดอกสว่าน|มีดตัด|มีด|มัลติมิเตอร์|เกจ|บันได|แปรง|ตลับเมตร|เทป|เครื่องสแกน|คอลเล็ต|ลูกบ๊อกซ์|เลื่อย|เครื่องเจียร|แคลมป์|ปากกาจับ|เครื่องทดสอบ|กุญแจ|เวอร์เนีย|ตะไบ|สิ่ว',
    important: 'สำคัญ|หมายเหตุ|จำไว้|ตรวจสอบ|ต้อง|เสมอ|แน่ใจ',
  },
};

type Compiled = { entries: string[]; pattern: RegExp | null };
const compiled = new Map<string, Compiled>();

function lexicon(code: string, kind: LexiconKind): Compiled {
  const key = `${code}:${kind}`;
  let c = compiled.get(key);
  if (c) return c;
  const entries = (L[baseLanguage(code)]?.[kind] ?? '').split('|').filter(Boolean).sort((a, b) => b.length - a.length);
  const escaped = entries.map((e) => e.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // Longest entries first, so "torque wrench" wins over "wrench"; the rest of the word is taken along ("gloves").
  const pattern = !entries.length
    ? null
    : isCharacterBased(code)
      ? new RegExp(`(?:${escaped.join('|')})`, 'giu')
      : new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})[\\p{L}\\p{M}]*`, 'giu');
  compiled.set(key, (c = { entries, pattern }));
  return c;
}

/** The lexicon words of `kind` in a sentence, as written there (trimmed), in order. */
export function findLexicon(sentence: string, code: string, kind: LexiconKind): string[] {
  const { pattern } = lexicon(code, kind);
  if (!pattern) return [];
  return [...sentence.matchAll(pattern)].map((m) => m[0].trim()).filter(Boolean);
}

export const hasLexicon = (sentence: string, code: string, kind: LexiconKind) => findLexicon(sentence, code, kind).length > 0;
