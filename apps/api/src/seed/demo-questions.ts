import type { QuestionDefinition } from '@tiles/contracts';
import type { Translations } from '../db/schema.js';

type Three = [it: string, en: string, de: string];
const t = ([it, en, de]: Three): Translations => ({ 'it-IT': it, 'en-GB': en, 'de-DE': de });

const single = (prompt: Three, options: Three[], correct: number, explanation: Three): QuestionDefinition => ({
  kind: 'single',
  prompts: t(prompt),
  options: options.map((option, index) => ({ texts: t(option), correct: index === correct })),
  explanations: t(explanation),
});
const multiple = (prompt: Three, options: Three[], correct: number[], explanation: Three): QuestionDefinition => ({
  kind: 'multiple',
  prompts: t(prompt),
  options: options.map((option, index) => ({ texts: t(option), correct: correct.includes(index) })),
  explanations: t(explanation),
});
const short = (prompt: Three, accepted: [string[], string[], string[]], explanation: Three): QuestionDefinition => ({
  kind: 'short',
  prompts: t(prompt),
  accepted: { 'it-IT': accepted[0], 'en-GB': accepted[1], 'de-DE': accepted[2] },
  explanations: t(explanation),
});
const numeric = (prompt: Three, value: number, tolerance: number, explanation: Three): QuestionDefinition => ({
  kind: 'short',
  prompts: t(prompt),
  numeric: { value, tolerance },
  explanations: t(explanation),
});
const recall = (prompt: Three, back: Three, explanation: Three): QuestionDefinition => ({
  kind: 'recall',
  prompts: t(prompt),
  backs: t(back),
  explanations: t(explanation),
});

/**
 * The demo sessions' questions, by `course slug/module/session`: about what each module teaches, in the three
 * languages of the demo site.
 */
export const demoQuestions: Record<string, QuestionDefinition[]> = {
  // Roma antica — La monarchia e le origini
  'roma-antica/1/1': [
    numeric(
      [
        'In quale anno a.C. la tradizione colloca la fondazione di Roma?',
        'In which year BC does tradition place the founding of Rome?',
        'In welchem Jahr v. Chr. datiert die Überlieferung die Gründung Roms?',
      ],
      753,
      0,
      [
        'La data tradizionale è il 21 aprile 753 a.C., calcolata da Varrone.',
        'The traditional date is 21 April 753 BC, as reckoned by Varro.',
        'Das überlieferte Datum ist der 21. April 753 v. Chr., nach der Rechnung Varros.',
      ],
    ),
    single(
      [
        'Chi fu, secondo la leggenda, il primo re di Roma?',
        'According to legend, who was the first king of Rome?',
        'Wer war der Sage nach der erste König Roms?',
      ],
      [
        ['Romolo', 'Romulus', 'Romulus'],
        ['Remo', 'Remus', 'Remus'],
        ['Numa Pompilio', 'Numa Pompilius', 'Numa Pompilius'],
        ['Enea', 'Aeneas', 'Äneas'],
      ],
      0,
      [
        'Romolo fondò la città e ne fu il primo re; Numa Pompilio fu il secondo.',
        'Romulus founded the city and was its first king; Numa Pompilius was the second.',
        'Romulus gründete die Stadt und war ihr erster König; Numa Pompilius war der zweite.',
      ],
    ),
    recall(
      [
        'Su quale colle sorse, secondo la tradizione, il primo nucleo di Roma?',
        'On which hill, by tradition, did the first settlement of Rome stand?',
        'Auf welchem Hügel lag der Überlieferung nach die erste Siedlung Roms?',
      ],
      ['Il Palatino', 'The Palatine', 'Der Palatin'],
      [
        'Gli scavi confermano villaggi dell’età del ferro sul Palatino.',
        'Excavations confirm Iron Age villages on the Palatine.',
        'Ausgrabungen bestätigen eisenzeitliche Dörfer auf dem Palatin.',
      ],
    ),
  ],
  'roma-antica/1/2': [
    numeric(
      [
        'Quanti furono i re di Roma secondo la tradizione?',
        'How many kings did Rome have according to tradition?',
        'Wie viele Könige hatte Rom der Überlieferung nach?',
      ],
      7,
      0,
      [
        'Sette re, da Romolo a Tarquinio il Superbo.',
        'Seven kings, from Romulus to Tarquin the Proud.',
        'Sieben Könige, von Romulus bis Tarquinius Superbus.',
      ],
    ),
    multiple(
      [
        'Quali di questi furono re di origine etrusca?',
        'Which of these kings were of Etruscan origin?',
        'Welche dieser Könige waren etruskischer Herkunft?',
      ],
      [
        ['Tarquinio Prisco', 'Tarquinius Priscus', 'Tarquinius Priscus'],
        ['Servio Tullio', 'Servius Tullius', 'Servius Tullius'],
        ['Tarquinio il Superbo', 'Tarquin the Proud', 'Tarquinius Superbus'],
        ['Tullo Ostilio', 'Tullus Hostilius', 'Tullus Hostilius'],
      ],
      [0, 1, 2],
      [
        'Gli ultimi tre re sono legati all’Etruria; Tullo Ostilio era il terzo re, latino.',
        'The last three kings are linked to Etruria; Tullus Hostilius, the third king, was Latin.',
        'Die letzten drei Könige gelten als etruskisch; Tullus Hostilius, der dritte König, war Latiner.',
      ],
    ),
    single(
      ['Quale assemblea consigliava il re?', 'Which body advised the king?', 'Welches Gremium beriet den König?'],
      [
        ['Il senato', 'The senate', 'Der Senat'],
        ['Il tribunato', 'The tribunate', 'Das Tribunat'],
        ['La pretura', 'The praetorship', 'Die Prätur'],
      ],
      0,
      [
        'Il senato, formato dai capi delle famiglie patrizie (patres), consigliava il re.',
        'The senate, made of the heads of patrician families (patres), advised the king.',
        'Der Senat aus den Oberhäuptern der Patrizierfamilien (patres) beriet den König.',
      ],
    ),
  ],
  'roma-antica/1/3': [
    numeric(
      [
        'In che anno a.C. cadde la monarchia a Roma?',
        'In which year BC did the monarchy fall in Rome?',
        'In welchem Jahr v. Chr. endete die Monarchie in Rom?',
      ],
      509,
      0,
      [
        'Nel 509 a.C. la cacciata di Tarquinio il Superbo aprì la repubblica.',
        'In 509 BC the expulsion of Tarquin the Proud opened the republic.',
        '509 v. Chr. leitete die Vertreibung des Tarquinius Superbus die Republik ein.',
      ],
    ),
    recall(
      ['Chi era l’ultimo re di Roma?', 'Who was the last king of Rome?', 'Wer war der letzte König Roms?'],
      ['Tarquinio il Superbo', 'Tarquin the Proud', 'Tarquinius Superbus'],
      [
        'La sua tirannide portò alla rivolta guidata da Bruto.',
        'His tyranny led to the revolt led by Brutus.',
        'Seine Tyrannei führte zum Aufstand unter Brutus.',
      ],
    ),
    short(
      ['Quale fiume attraversa Roma?', 'Which river flows through Rome?', 'Welcher Fluss fließt durch Rom?'],
      [
        ['Tevere', 'il Tevere'],
        ['Tiber', 'the Tiber'],
        ['Tiber', 'der Tiber'],
      ],
      [
        'Il guado sul Tevere fece di Roma un crocevia di commerci.',
        'The ford on the Tiber made Rome a crossroads of trade.',
        'Die Furt am Tiber machte Rom zu einem Handelsknoten.',
      ],
    ),
  ],
};
