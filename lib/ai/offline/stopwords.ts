/**
 * Stop words per base language (function words that never make a key term and carry no weight in
 * sentence ranking). Short, hand-made lists of the most frequent function words; languages not
 * listed fall back to statistics alone.
 */
const LISTS: Record<string, string> = {
  en: `a an the and or but if then so than that this these those there here it its it's is are was were be been being am do does did done doing have has had having
    i me my we us our you your he him his she her they them their what which who whom whose when where why how all any both each few more most other some such
    no nor not only own same too very can could will would shall should may might must also just now again once about above after before below between into
    through during over under up down in out on off of at by for with from to as until while because let lets get gets got make makes go goes going one two
    first next then last sure well ok okay never always see want need needs like way back use used using into onto`,
  de: `der die das den dem des ein eine einer eines einem einen und oder aber wenn dann so als dass dies diese dieser dieses es ist sind war waren sein
    bin bist hat haben hatte ich du er sie wir ihr mich dich sich uns euch mein dein sein ihr unser nicht kein keine nur auch noch schon sehr mit von zu zum
    zur bei für auf aus in im an am um über unter vor nach durch bis wie was wer wo warum alle jeder jede jedes man dann jetzt hier da nun werden wird wurde
    können kann muss müssen soll sollte sollen darf dürfen bitte erst zuerst danach`,
  es: `el la los las un una unos unas y o pero si entonces que este esta estos estas ese esa eso es son era fue ser estar está están hay he ha han yo tú él
    ella nosotros ustedes ellos me te se nos le les lo mi tu su sus no ni solo también muy con de del a al en por para sin sobre entre hasta desde como qué
    cuando donde todo todos cada más menos ya ahora aquí luego después antes primero debe deben puede pueden`,
  pt: `o a os as um uma uns umas e ou mas se então que este esta estes estas esse essa isso é são era foi ser estar está estão há tem têm eu você ele ela
    nós vocês eles elas me te se nos lhe lo meu seu sua seus não nem só também muito com de do da dos das em no na nos nas por para sem sobre entre até
    desde como quando onde todo todos cada mais menos já agora aqui depois antes primeiro deve devem pode podem`,
  fr: `le la les un une des et ou mais si alors que qui ce cet cette ces est sont était être avoir a ont je tu il elle nous vous ils elles me te se lui leur
    mon ton son sa ses notre votre ne pas plus moins aussi très avec de du au aux en dans par pour sans sur sous entre jusqu comme quand où tout tous toute
    chaque déjà maintenant ici puis après avant d l qu c j n s doit doivent peut peuvent`,
  it: `il lo la i gli le un uno una e o ma se allora che questo questa questi queste quello è sono era essere avere ha hanno io tu lui lei noi voi loro mi
    ti si ci vi non né solo anche molto con di del della dei delle a al alla in nel nella per tra fra su da come quando dove tutto tutti ogni più meno già
    ora qui poi dopo prima deve devono può possono`,
  nl: `de het een en of maar als dan dat dit deze die er is zijn was waren wordt worden heeft hebben had ik jij je hij zij ze wij we u mij me hem haar ons
    hun mijn jouw zijn niet geen ook zeer heel met van voor naar in op aan bij uit over onder door tot om te hoe wat wie waar wanneer alle elk meer minder
    al nu hier daar dan eerst daarna moet moeten kan kunnen`,
  pl: `i a o w z na do od po za przez przy pod nad dla bez że to ten ta te tego tej jest są był była było być ma mają ja ty on ona ono my wy oni one mnie
    się nie tak też już teraz tu tam jak co kto gdzie kiedy każdy wszystko więcej mniej potem najpierw musi muszą można trzeba`,
  ru: `и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее мне было вот от меня еще нет о из ему теперь когда даже
    ну ли если уже или ни быть был него до вас нибудь опять уж вам ведь там потом себя ничего ей может они тут где есть надо ней для мы тебя их чем была сам
    чтоб без будто чего раз тоже себе под будет ж тогда кто этот того потому этого какой совсем ним здесь этом один почти мой тем чтобы нее сейчас были куда
    зачем всех никогда можно при наконец два об другой хоть после над больше тот через эти нас про всего них какая много разве три эту моя впрочем хорошо
    свою этой перед иногда лучше чуть том нельзя такой им более всегда конечно всю между это нужно сначала затем`,
  ko: `그리고 그러나 하지만 그래서 그런데 또는 및 이 그 저 것 수 등 때 더 또 잘 안 못 이제 여기 거기 먼저 다음 그다음 합니다 있습니다 없습니다 입니다 하세요
    하십시오 주세요 해야 합니다 있는 하는 된 되는 한 할 위해 대한 통해 같은 모든 각 우리 당신 제 저희`,
  ja: `これ それ あれ この その あの ここ そこ こと もの ため よう 次 まず 最後 それから そして 後 前 時 中 上 下`,
  zh: `的 了 和 是 在 我 你 他 她 它 们 我们 你们 他们 这 那 这个 那个 一个 有 也 就 都 而 及 与 或 但 如果 然后 首先 接着 最后 可以 需要 要 会 能 把 被
    对 从 到 为 让 请 將 这里 那里 這 這個 那個 們 我們 你們 他們 然後 接著 最後 可以 需要 會 從 對 為 讓 請 這裡 那裡`,
  th: `และ หรือ แต่ ที่ ซึ่ง ของ ใน บน กับ จาก ไป มา ให้ ได้ เป็น คือ มี ไม่ จะ ต้อง ควร ก่อน หลัง แล้ว จึง เพื่อ โดย นี้ นั้น เรา คุณ เขา มัน ทุก อีก ก็
    ด้วย ถ้า เมื่อ ตอน ครับ ค่ะ นะ ใช้ ตัว ทั้ง สี่ ออก ใหม่ เก่า บน`,
};

export const STOP_WORDS: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries(LISTS).map(([lang, list]) => [lang, new Set(list.split(/\s+/u).filter(Boolean))]),
);
