import { getDb } from '@/db/client';
import { transcriptions, workflowSteps, workflows } from '@/db/schema';

/**
 * A small corpus with known answers for the assistant: workflows of several steps whose
 * transcripts say distinct things, and questions (worded unlike the transcript where possible)
 * naming the step that answers them. Each step lasts 30 s; its sentences start 3 s apart.
 */
export type CorpusWorkflow = { title: string; steps: Array<{ title: string; sentences: string[] }> };

export const CORPUS: CorpusWorkflow[] = [
  {
    title: 'Gearbox cover service',
    steps: [
      { title: 'Drain the oil', sentences: ['Place the drip tray under the drain plug.', 'Open the drain plug with a seventeen millimetre spanner.', 'Let the old oil run out for ten minutes.'] },
      { title: 'Remove the cover', sentences: ['Loosen the eight cover bolts in a cross pattern.', 'Lift the cover straight up so the gasket is not torn.', 'Put the cover on a clean cloth.'] },
      { title: 'Refit the cover', sentences: ['Fit a new gasket on the housing.', 'Tighten the cover bolts to twenty five newton metres with the torque wrench.', 'Work in a cross pattern and check every bolt twice.'] },
    ],
  },
  {
    title: 'Forklift daily check',
    steps: [
      { title: 'Walk around', sentences: ['Look for oil leaks under the forklift.', 'Check the tyres for cuts and the correct pressure.', 'Make sure the forks have no cracks.'] },
      { title: 'Test the brakes', sentences: ['Drive slowly forward and press the service brake firmly.', 'The truck must stop within one metre.', 'Pull the parking brake on the ramp and confirm it holds.'] },
      { title: 'Charge the battery', sentences: ['Park the forklift at the charging station.', 'Connect the charger plug only with the key switched off.', 'Charging a flat battery takes about eight hours.'] },
    ],
  },
  {
    title: 'Changing the milling cutter',
    steps: [
      { title: 'Lock out the machine', sentences: ['Switch off the main isolator and hang your personal padlock on it.', 'Try the start button to prove the machine is dead.'] },
      { title: 'Release the cutter', sentences: ['Hold the spindle with the locking pin.', 'Turn the collet nut anticlockwise with the hook spanner.', 'Wear cut resistant gloves because the edges are sharp.'] },
      { title: 'Set the tool length', sentences: ['Insert the new cutter until it touches the setting gauge.', 'Enter the measured tool length in the controller offset table.'] },
    ],
  },
  {
    title: 'Cleaning the filling line',
    steps: [
      { title: 'Rinse', sentences: ['Flush the pipes with warm water at sixty degrees for five minutes.', 'Drain the product tank completely.'] },
      { title: 'Sanitise', sentences: ['Circulate the caustic solution for twenty minutes.', 'Wear goggles and a face shield when you handle the caustic.', 'Rinse again until the pH strip shows neutral.'] },
      { title: 'Sign off', sentences: ['Take a swab sample from the filler nozzle.', 'Record the batch number and your initials in the hygiene log.'] },
    ],
  },
  {
    title: 'Replacing a conveyor belt',
    steps: [
      { title: 'Release tension', sentences: ['Back off the take up screws on both sides evenly.', 'The belt should sag by at least five centimetres.'] },
      { title: 'Fit the new belt', sentences: ['Feed the new belt around the head pulley with the arrows pointing in the running direction.', 'Join the ends with the lacing pin.'] },
      { title: 'Track the belt', sentences: ['Run the conveyor empty at low speed.', 'If the belt runs to the left, turn the left take up screw a quarter turn.', 'Check tracking again after ten minutes of running.'] },
    ],
  },
  {
    title: 'Welding station startup',
    steps: [
      { title: 'Gas supply', sentences: ['Open the argon cylinder valve slowly.', 'Set the flow meter to twelve litres per minute.'] },
      { title: 'Protective gear', sentences: ['Put on the auto darkening helmet and leather gloves.', 'Close the welding curtain so nobody nearby is flashed.'] },
      { title: 'Test weld', sentences: ['Make a short test bead on scrap plate.', 'If the bead is porous, check the gas hose for leaks.'] },
    ],
  },
];

/** Questions with the workflow and step that answer them. */
export const QUESTIONS: Array<{ question: string; workflow: string; step: string }> = [
  { question: 'What torque for the cover bolts?', workflow: 'Gearbox cover service', step: 'Refit the cover' },
  { question: 'Which spanner size opens the drain plug?', workflow: 'Gearbox cover service', step: 'Drain the oil' },
  { question: 'How do I lift off the gearbox cover without damaging the gasket?', workflow: 'Gearbox cover service', step: 'Remove the cover' },
  { question: 'How long does it take to charge the forklift battery?', workflow: 'Forklift daily check', step: 'Charge the battery' },
  { question: 'What stopping distance is allowed when testing the brakes?', workflow: 'Forklift daily check', step: 'Test the brakes' },
  { question: 'What should I look at on the tyres?', workflow: 'Forklift daily check', step: 'Walk around' },
  { question: 'How do I prove the milling machine is isolated?', workflow: 'Changing the milling cutter', step: 'Lock out the machine' },
  { question: 'Which way do I turn the collet nut?', workflow: 'Changing the milling cutter', step: 'Release the cutter' },
  { question: 'Where do I enter the tool length offset?', workflow: 'Changing the milling cutter', step: 'Set the tool length' },
  { question: 'What temperature is the rinse water?', workflow: 'Cleaning the filling line', step: 'Rinse' },
  { question: 'What protection do I need for the caustic cleaning?', workflow: 'Cleaning the filling line', step: 'Sanitise' },
  { question: 'Where is the hygiene log signed?', workflow: 'Cleaning the filling line', step: 'Sign off' },
  { question: 'How much should the conveyor belt sag?', workflow: 'Replacing a conveyor belt', step: 'Release tension' },
  { question: 'The belt drifts to the left, what do I adjust?', workflow: 'Replacing a conveyor belt', step: 'Track the belt' },
  { question: 'How are the belt ends joined?', workflow: 'Replacing a conveyor belt', step: 'Fit the new belt' },
  { question: 'What argon flow rate for welding?', workflow: 'Welding station startup', step: 'Gas supply' },
  { question: 'Why is my weld bead porous?', workflow: 'Welding station startup', step: 'Test weld' },
  { question: 'What helmet and gloves do welders wear?', workflow: 'Welding station startup', step: 'Protective gear' },
];

const STEP_SECONDS = 30;

/** Inserts one corpus workflow (steps and an English transcript) as the pipeline leaves it. */
export async function createCorpusWorkflow(
  spec: CorpusWorkflow,
  { orgId, workspaceId, authorId, published = true }: { orgId: string; workspaceId: string; authorId: string; published?: boolean },
) {
  const db = await getDb();
  const [row] = await db
    .insert(workflows)
    .values({
      organizationId: orgId, workspaceId, authorId, title: spec.title, languageCode: 'en-us', published, publishedAt: published ? new Date() : null,
      blocked: null, convertStatus: 'finished', speechStatus: 'completed', stepsStatus: 'finished', editorStatus: 'completed segmentation', processed: true,
    })
    .returning();
  const steps = await db
    .insert(workflowSteps)
    .values(spec.steps.map((s, i) => ({ organizationId: orgId, workflowId: row!.id, position: i, title: s.title, startTime: i * STEP_SECONDS, endTime: (i + 1) * STEP_SECONDS, duration: STEP_SECONDS })))
    .returning();
  const sentences = spec.steps.flatMap((s, i) => s.sentences.map((sentence, j) => ({ sentence, startTime: i * STEP_SECONDS + 1 + j * 3, endTime: i * STEP_SECONDS + 3.5 + j * 3, words: [] })));
  await db.insert(transcriptions).values({ organizationId: orgId, workflowId: row!.id, languageCode: 'en-us', source: 'manual', sentences, searchText: '' });
  return { workflow: row!, steps: steps.sort((a, b) => a.position - b.position) };
}

/**
 * A generated corpus of look-alike workflows (same trade vocabulary: bolts, torque, covers,
 * belts, oil, gloves, brakes …) that the questions' steps must be found among. Deterministic.
 */
export function distractorCorpus(count: number): CorpusWorkflow[] {
  const machines = ['press', 'lathe', 'pump', 'compressor', 'mixer', 'packer', 'robot cell', 'oven', 'chiller', 'hoist', 'palletiser', 'grinder'];
  const parts = ['guard', 'bearing', 'motor', 'filter', 'valve', 'hose', 'coupling', 'sensor', 'panel', 'seal', 'chain', 'fan'];
  const templates = [
    (m: string, p: string, n: number) => `Tighten the ${p} bolts on the ${m} to ${n} newton metres.`,
    (m: string, p: string) => `Check the ${p} of the ${m} for wear and oil leaks.`,
    (m: string, p: string) => `Wear gloves and safety glasses before you touch the ${p}.`,
    (m: string, p: string, n: number) => `Clean the ${p} cover with a dry cloth every ${n} hours.`,
    (m: string, p: string) => `Switch off the ${m} and lock the isolator before removing the ${p}.`,
    (m: string, p: string, n: number) => `Replace the ${p} belt if it is stretched more than ${n} millimetres.`,
    (m: string, p: string) => `Record the ${p} reading of the ${m} in the maintenance log.`,
    (m: string, p: string, n: number) => `Let the ${m} cool down for ${n} minutes before you open the ${p}.`,
  ];
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const machine = machines[i % machines.length]!;
    return {
      title: `${machine[0]!.toUpperCase()}${machine.slice(1)} routine ${i + 1}`,
      steps: Array.from({ length: 3 }, (_, s) => {
        const part = pick(parts);
        return { title: `${part} task ${s + 1}`, sentences: Array.from({ length: 3 }, () => pick(templates)(machine, part, 5 + Math.floor(next() * 60))) };
      }),
    };
  });
}
