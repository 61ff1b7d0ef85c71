import type { TranscriptInput } from '@/lib/ai/content/types';
import type { TranscriptSentence } from '@/lib/transcription/types';

/**
 * Transcripts with known content for the AI layer's tests and benchmark: a pump-seal procedure
 * in English (four steps, known safety sentences, tools and terms), short ones in Chinese,
 * Japanese and Thai, and a generated transcript of any length.
 */
const sentence = (text: string, start: number, end: number): TranscriptSentence => ({ sentence: text, startTime: start, endTime: end, words: [] });

function transcript(languageCode: string, title: string, steps: Array<[string, string[]]>, secondsPerSentence = 6): TranscriptInput {
  const sentences: TranscriptSentence[] = [];
  const stepRows: TranscriptInput['steps'] = [];
  let t = 0;
  steps.forEach(([stepTitle, lines], position) => {
    const start = t;
    for (const line of lines) {
      sentences.push(sentence(line, t + 0.5, t + secondsPerSentence - 0.5));
      t += secondsPerSentence;
    }
    stepRows.push({ id: `step-${position + 1}`, position, title: stepTitle, startTime: start, endTime: t });
  });
  return { workflowId: `wf-${languageCode}`, title, languageCode, steps: stepRows, sentences };
}

export const PUMP_SEAL = transcript('en-us', 'Replacing a pump seal', [
  [
    'Prepare',
    [
      'Before you begin, put on safety glasses and gloves.',
      'Warning: the pump housing can be hot after operation, so let it cool for ten minutes.',
      'Switch off the pump at the main isolator and fit your lock and tag.',
    ],
  ],
  [
    'Remove the old seal',
    [
      'Use the torque wrench to loosen the four housing bolts.',
      'Lift the housing cover and place it on a clean cloth.',
      'Pull the old mechanical seal from the pump shaft with the seal puller.',
      'Inspect the pump shaft for scratches and wear.',
    ],
  ],
  [
    'Fit the new seal',
    [
      'Clean the pump shaft with a clean cloth.',
      'Apply a thin film of seal lubricant to the new mechanical seal.',
      'Slide the new mechanical seal onto the pump shaft until it sits against the shoulder.',
      'Refit the housing cover and tighten the housing bolts to 25 newton metres with the torque wrench.',
      'Important: tighten the housing bolts in a cross pattern.',
    ],
  ],
  [
    'Test',
    [
      'Remove your lock and tag and switch the pump on at the main isolator.',
      'Check the mechanical seal for leaks during the first five minutes.',
      'Never touch the rotating pump shaft while the pump is running.',
    ],
  ],
]);
/** Indices of PUMP_SEAL's safety sentences (glasses/gloves, the hot housing warning, isolation, the running shaft). */
export const PUMP_SEAL_SAFETY = [0, 1, 2, 12, 14];

export const PUMP_SEAL_ZH = transcript('zh', '更换泵密封', [
  ['准备', ['首先戴上安全眼镜和防护手套。', '在主隔离开关处关闭水泵。']],
  ['拆卸', ['用扭力扳手拧松四个螺栓。', '取下旧的机械密封。']],
  ['安装', ['把新的机械密封装到泵轴上。', '再用扭力扳手拧紧四个螺栓。', '切勿触摸转动的泵轴。']],
]);

export const PUMP_SEAL_ZH_TW = transcript('zh-tw', '更換泵密封', [
  ['準備', ['首先戴上安全眼鏡和防護手套。', '在主隔離開關處關閉水泵。']],
  ['拆卸', ['用扭力扳手鬆開四個螺栓。', '取下舊的機械密封。']],
  ['安裝', ['把新的機械密封裝到泵軸上。', '再用扭力扳手鎖緊四個螺栓。', '切勿觸摸轉動的泵軸。']],
]);

export const PUMP_SEAL_JA = transcript('ja-jp', 'ポンプシールの交換', [
  ['準備', ['まず保護メガネと手袋を着用します。', 'メインスイッチでポンプを停止します。']],
  ['取り外し', ['トルクレンチでボルトを緩めます。', '古いメカニカルシールを取り外します。']],
  ['取り付け', ['新しいメカニカルシールをシャフトに取り付けます。', 'トルクレンチでボルトを締めます。', '回転中のシャフトには絶対に触れないでください。']],
]);

export const PUMP_SEAL_TH = transcript('th-th', 'การเปลี่ยนซีลปั๊ม', [
  ['เตรียม', ['สวมแว่นตานิรภัยและถุงมือก่อนเริ่มงาน', 'ปิดปั๊มที่สวิตช์หลัก']],
  ['ถอด', ['ใช้ประแจทอร์กคลายสลักเกลียวทั้งสี่ตัว', 'ถอดซีลเครื่องกลตัวเก่าออก']],
  ['ใส่', ['ใส่ซีลเครื่องกลตัวใหม่บนเพลาปั๊ม', 'ใช้ประแจทอร์กขันสลักเกลียวให้แน่น', 'ห้ามสัมผัสเพลาที่กำลังหมุน']],
]);

const PARTS = ['pump', 'valve', 'conveyor', 'gearbox', 'compressor', 'spindle', 'filter', 'sensor', 'motor', 'bearing', 'coupling', 'nozzle'];
const ACTIONS = ['inspect', 'clean', 'tighten', 'replace', 'lubricate', 'align', 'measure', 'adjust'];
const TOOLS = ['torque wrench', 'screwdriver', 'multimeter', 'feeler gauge', 'hex key', 'brush'];
const TEMPLATES = [
  (p: string, a: string, t: string) => `Now ${a} the ${p} housing with the ${t} and note the reading on the checklist.`,
  (p: string, a: string) => `The ${p} must run smoothly before you ${a} the next assembly on the line.`,
  (p: string) => `Warning: keep your hands away from the ${p} while the line is running and wear gloves.`,
  (p: string, a: string, t: string) => `If the ${p} makes noise, stop the line, ${a} the mounting bolts and check them with the ${t}.`,
  (p: string) => `Write the ${p} serial number and the inspection time into the maintenance log.`,
  (p: string, a: string) => `Operators often forget to ${a} the ${p} seal, which causes leaks after a few weeks.`,
];

/** A maintenance walk-through of `minutes` minutes: a sentence every 4 seconds, a step every 3 minutes. */
export function generatedTranscript(minutes: number): TranscriptInput {
  const perStep = 45;
  const steps: Array<[string, string[]]> = [];
  const total = Math.round((minutes * 60) / 4);
  for (let i = 0; i < total; i++) {
    const part = PARTS[Math.floor(i / perStep) % PARTS.length]!;
    if (i % perStep === 0) steps.push([`Service the ${part} (${steps.length + 1})`, []]);
    const line = TEMPLATES[(i * 7) % TEMPLATES.length]!(part, ACTIONS[(i * 3) % ACTIONS.length]!, TOOLS[(i * 5) % TOOLS.length]!);
    steps.at(-1)![1].push(line);
  }
  return transcript('en-us', `Line maintenance, ${minutes} minutes`, steps, 4);
}
