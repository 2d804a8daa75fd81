import type { QuestionDefinition } from '@tiles/contracts-practice';
import type { Translations } from '@tiles/api-platform/db/columns';

type Three = [it: string, en: string, de: string];
const t = ([it, en, de]: Three): Translations => ({ 'it-IT': it, 'en-GB': en, 'de-DE': de });

/** Three translations written as one text: `it | en | de`. */
const T = (text: string): Three => {
  const parts = text.split(' | ');
  if (parts.length !== 3) throw new Error(`three translations expected: ${text}`);
  return parts as Three;
};

/**
 * The options in the order they are stored and edited in. They are written below with the right ones first, which
 * reads well here; stored that way, the right answer would always be option 1 in the editor and in every copy made
 * before shuffling. A fixed shuffle per question (from its Italian prompt, so the seed gives the same order every
 * time) spreads the right answers over the positions.
 */
const arranged = (prompt: Three, options: { texts: Three; correct: boolean }[]) => {
  let state = [...prompt[0]].reduce((hash, character) => Math.imul(hash ^ character.codePointAt(0)!, 16_777_619) >>> 0, 2_166_136_261);
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
  const order = [...options];
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  return order.map((option) => ({ texts: t(option.texts), correct: option.correct }));
};

const single = (prompt: Three, options: Three[], correct: number, explanation: Three): QuestionDefinition => ({
  kind: 'single',
  prompts: t(prompt),
  options: arranged(
    prompt,
    options.map((texts, index) => ({ texts, correct: index === correct })),
  ),
  explanations: t(explanation),
});
const multiple = (prompt: Three, options: Three[], correct: number[], explanation: Three): QuestionDefinition => ({
  kind: 'multiple',
  prompts: t(prompt),
  options: arranged(
    prompt,
    options.map((texts, index) => ({ texts, correct: correct.includes(index) })),
  ),
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
  // Roma antica — La repubblica
  'roma-antica/2/1': [
    single(
      T(
        'Quanti consoli guidavano ogni anno la repubblica romana? | How many consuls led the Roman republic each year? | Wie viele Konsuln führten die römische Republik jedes Jahr?',
      ),
      [T('Due | Two | Zwei'), T('Uno | One | Einer'), T('Tre | Three | Drei'), T('Dieci | Ten | Zehn')],
      0,
      T(
        'Due consoli, eletti per un anno, si controllavano a vicenda. | Two consuls, elected for one year, kept each other in check. | Zwei Konsuln, für ein Jahr gewählt, kontrollierten sich gegenseitig.',
      ),
    ),
    recall(
      T('Che cosa significa «SPQR»? | What does “SPQR” stand for? | Wofür steht „SPQR“?'),
      T(
        'Senatus Populusque Romanus: il senato e il popolo romano | Senatus Populusque Romanus: the Senate and People of Rome | Senatus Populusque Romanus: Senat und Volk von Rom',
      ),
      T(
        'La formula indicava lo stato romano come unione di senato e popolo. | The formula named the Roman state as the union of senate and people. | Die Formel bezeichnete den römischen Staat als Einheit von Senat und Volk.',
      ),
    ),
    multiple(
      T(
        'Quali erano magistrature della repubblica? | Which of these were offices of the republic? | Welche davon waren Ämter der Republik?',
      ),
      [
        T('Pretore | Praetor | Prätor'),
        T('Questore | Quaestor | Quästor'),
        T('Censore | Censor | Zensor'),
        T('Imperatore | Emperor | Kaiser'),
      ],
      [0, 1, 2],
      T(
        'Pretori, questori e censori facevano parte del cursus honorum; l’imperatore appartiene all’età successiva. | Praetors, quaestors and censors belonged to the cursus honorum; the emperor belongs to a later age. | Prätoren, Quästoren und Zensoren gehörten zum cursus honorum; der Kaiser gehört in eine spätere Zeit.',
      ),
    ),
  ],
  'roma-antica/2/2': [
    short(
      T(
        'Quale città nemica di Roma fu distrutta nel 146 a.C. alla fine delle guerre puniche? | Which enemy city of Rome was destroyed in 146 BC at the end of the Punic Wars? | Welche feindliche Stadt Roms wurde 146 v. Chr. am Ende der Punischen Kriege zerstört?',
      ),
      [['Cartagine'], ['Carthage'], ['Karthago']],
      T(
        'Cartagine fu rasa al suolo da Scipione Emiliano. | Carthage was razed by Scipio Aemilianus. | Karthago wurde von Scipio Aemilianus zerstört.',
      ),
    ),
    single(
      T(
        'Quale generale cartaginese attraversò le Alpi con gli elefanti? | Which Carthaginian general crossed the Alps with elephants? | Welcher karthagische Feldherr überquerte mit Elefanten die Alpen?',
      ),
      [T('Annibale | Hannibal | Hannibal'), T('Asdrubale | Hasdrubal | Hasdrubal'), T('Amilcare | Hamilcar | Hamilkar')],
      0,
      T(
        'Annibale scese in Italia nel 218 a.C., durante la seconda guerra punica. | Hannibal came down into Italy in 218 BC, in the Second Punic War. | Hannibal zog 218 v. Chr. im Zweiten Punischen Krieg nach Italien.',
      ),
    ),
    numeric(
      T('Quante furono le guerre puniche? | How many Punic Wars were there? | Wie viele Punische Kriege gab es?'),
      3,
      0,
      T('Tre guerre, tra il 264 e il 146 a.C. | Three wars, between 264 and 146 BC. | Drei Kriege, zwischen 264 und 146 v. Chr.'),
    ),
  ],
  'roma-antica/2/3': [
    single(
      T(
        'Quale fiume attraversò Cesare nel 49 a.C., dando inizio alla guerra civile? | Which river did Caesar cross in 49 BC, starting the civil war? | Welchen Fluss überschritt Caesar 49 v. Chr. und begann damit den Bürgerkrieg?',
      ),
      [T('Il Rubicone | The Rubicon | Den Rubikon'), T('Il Tevere | The Tiber | Den Tiber'), T('Il Po | The Po | Den Po')],
      0,
      T(
        '«Il dado è tratto»: il Rubicone segnava il confine che un generale non poteva varcare in armi. | “The die is cast”: the Rubicon marked the border no general could cross under arms. | „Der Würfel ist gefallen“: Der Rubikon war die Grenze, die kein Feldherr bewaffnet überschreiten durfte.',
      ),
    ),
    numeric(
      T(
        'In che anno a.C. fu ucciso Giulio Cesare? | In which year BC was Julius Caesar killed? | In welchem Jahr v. Chr. wurde Julius Caesar ermordet?',
      ),
      44,
      0,
      T('Alle idi di marzo del 44 a.C. | On the Ides of March, 44 BC. | An den Iden des März 44 v. Chr.'),
    ),
    recall(
      T('Chi erano i tribuni della plebe? | Who were the tribunes of the plebs? | Wer waren die Volkstribunen?'),
      T(
        'Magistrati eletti dalla plebe, con diritto di veto sulle decisioni contro di essa | Officers elected by the plebs, with a veto over decisions against them | Vom Volk gewählte Beamte mit einem Vetorecht gegen Beschlüsse zu seinem Nachteil',
      ),
      T(
        'Il tribunato nacque dalle lotte tra patrizi e plebei. | The tribunate grew out of the struggles between patricians and plebeians. | Das Tribunat entstand aus den Ständekämpfen zwischen Patriziern und Plebejern.',
      ),
    ),
  ],
  // Roma antica — L’impero
  'roma-antica/3/1': [
    single(
      T('Chi fu il primo imperatore romano? | Who was the first Roman emperor? | Wer war der erste römische Kaiser?'),
      [
        T('Augusto | Augustus | Augustus'),
        T('Giulio Cesare | Julius Caesar | Julius Caesar'),
        T('Nerone | Nero | Nero'),
        T('Traiano | Trajan | Trajan'),
      ],
      0,
      T(
        'Ottaviano ricevette il titolo di Augusto nel 27 a.C.; Cesare non fu mai imperatore. | Octavian received the title Augustus in 27 BC; Caesar was never emperor. | Octavian erhielt 27 v. Chr. den Titel Augustus; Caesar war nie Kaiser.',
      ),
    ),
    numeric(
      T(
        'In che anno a.C. Ottaviano ricevette il titolo di Augusto? | In which year BC did Octavian receive the title Augustus? | In welchem Jahr v. Chr. erhielt Octavian den Titel Augustus?',
      ),
      27,
      0,
      T(
        'Il 16 gennaio del 27 a.C. il senato gli conferì il titolo. | On 16 January 27 BC the senate gave him the title. | Am 16. Januar 27 v. Chr. verlieh ihm der Senat den Titel.',
      ),
    ),
    recall(
      T('Che cosa fu la «pax romana»? | What was the “Pax Romana”? | Was war die „Pax Romana“?'),
      T(
        'Circa due secoli di relativa pace interna dell’impero, da Augusto in poi | About two centuries of relative peace within the empire, from Augustus on | Rund zwei Jahrhunderte relativen inneren Friedens im Reich, ab Augustus',
      ),
      T(
        'La pace favorì commerci, strade e città in tutto il Mediterraneo. | The peace favoured trade, roads and cities across the Mediterranean. | Der Frieden förderte Handel, Straßen und Städte im ganzen Mittelmeerraum.',
      ),
    ),
  ],
  'roma-antica/3/2': [
    single(
      T(
        'Sotto quale imperatore l’impero raggiunse la massima estensione? | Under which emperor did the empire reach its greatest extent? | Unter welchem Kaiser erreichte das Reich seine größte Ausdehnung?',
      ),
      [T('Traiano | Trajan | Trajan'), T('Augusto | Augustus | Augustus'), T('Costantino | Constantine | Konstantin')],
      0,
      T(
        'Nel 117 d.C., con la conquista della Dacia e della Mesopotamia. | In AD 117, after the conquest of Dacia and Mesopotamia. | Im Jahr 117 n. Chr., nach der Eroberung Dakiens und Mesopotamiens.',
      ),
    ),
    short(
      T(
        'Quale città fondò Costantino come nuova capitale sul Bosforo? | Which city did Constantine found as a new capital on the Bosporus? | Welche Stadt gründete Konstantin als neue Hauptstadt am Bosporus?',
      ),
      [
        ['Costantinopoli', 'Bisanzio'],
        ['Constantinople', 'Byzantium'],
        ['Konstantinopel', 'Byzanz'],
      ],
      T(
        'Costantinopoli fu inaugurata nel 330 d.C. sul luogo dell’antica Bisanzio. | Constantinople was inaugurated in AD 330 on the site of ancient Byzantium. | Konstantinopel wurde 330 n. Chr. an der Stelle des alten Byzanz eingeweiht.',
      ),
    ),
    multiple(
      T(
        'Quali di queste opere risalgono all’età imperiale? | Which of these works date from the imperial age? | Welche dieser Bauwerke stammen aus der Kaiserzeit?',
      ),
      [
        T('Il Colosseo | The Colosseum | Das Kolosseum'),
        T('Il Pantheon di Adriano | Hadrian’s Pantheon | Hadrians Pantheon'),
        T('La Colonna Traiana | Trajan’s Column | Die Trajanssäule'),
        T('Le mura serviane | The Servian Wall | Die Servianische Mauer'),
      ],
      [0, 1, 2],
      T(
        'Le mura serviane risalgono all’età repubblicana (IV secolo a.C.). | The Servian Wall dates from the republic (4th century BC). | Die Servianische Mauer stammt aus der Zeit der Republik (4. Jahrhundert v. Chr.).',
      ),
    ),
  ],
  'roma-antica/3/3': [
    numeric(
      T(
        'In che anno d.C. è tradizionalmente datata la fine dell’impero romano d’Occidente? | In which year AD is the fall of the Western Roman Empire traditionally dated? | Auf welches Jahr n. Chr. wird das Ende des Weströmischen Reiches traditionell datiert?',
      ),
      476,
      0,
      T(
        'Nel 476 Odoacre depose Romolo Augustolo. | In 476 Odoacer deposed Romulus Augustulus. | 476 setzte Odoaker Romulus Augustulus ab.',
      ),
    ),
    single(
      T(
        'Chi depose l’ultimo imperatore d’Occidente? | Who deposed the last Western emperor? | Wer setzte den letzten weströmischen Kaiser ab?',
      ),
      [T('Odoacre | Odoacer | Odoaker'), T('Attila | Attila | Attila'), T('Alarico | Alaric | Alarich')],
      0,
      T(
        'Odoacre non prese il titolo imperiale e rese omaggio a Costantinopoli. | Odoacer did not take the imperial title and deferred to Constantinople. | Odoaker nahm den Kaisertitel nicht an und unterstellte sich Konstantinopel.',
      ),
    ),
    recall(
      T(
        'Che cosa stabilì l’editto di Milano del 313? | What did the Edict of Milan of 313 establish? | Was legte das Mailänder Edikt von 313 fest?',
      ),
      T(
        'La libertà di culto per i cristiani e per tutti | Freedom of worship for Christians and for everyone | Religionsfreiheit für Christen und für alle',
      ),
      T(
        'Fu concordato da Costantino e Licinio. | It was agreed by Constantine and Licinius. | Es wurde von Konstantin und Licinius vereinbart.',
      ),
    ),
  ],
  // Il Rinascimento italiano — Firenze e i Medici
  'rinascimento-italiano/1/1': [
    single(
      T(
        'Quale famiglia di banchieri governò di fatto Firenze nel Quattrocento? | Which banking family effectively ruled Florence in the fifteenth century? | Welche Bankiersfamilie regierte Florenz im 15. Jahrhundert faktisch?',
      ),
      [
        T('I Medici | The Medici | Die Medici'),
        T('Gli Sforza | The Sforza | Die Sforza'),
        T('Gli Este | The Este | Die Este'),
        T('I Gonzaga | The Gonzaga | Die Gonzaga'),
      ],
      0,
      T(
        'Da Cosimo il Vecchio in poi i Medici guidarono la città senza cariche formali. | From Cosimo the Elder on, the Medici led the city without formal office. | Ab Cosimo dem Älteren lenkten die Medici die Stadt ohne formales Amt.',
      ),
    ),
    recall(
      T(
        'Con quale soprannome è ricordato Lorenzo de’ Medici? | By what nickname is Lorenzo de’ Medici remembered? | Unter welchem Beinamen ist Lorenzo de’ Medici bekannt?',
      ),
      T('Il Magnifico | The Magnificent | Il Magnifico (der Prächtige)'),
      T(
        'Lorenzo fu poeta, mecenate e abile diplomatico. | Lorenzo was a poet, a patron and a skilled diplomat. | Lorenzo war Dichter, Mäzen und geschickter Diplomat.',
      ),
    ),
    short(
      T(
        'Chi progettò la cupola del duomo di Firenze? | Who designed the dome of Florence Cathedral? | Wer entwarf die Kuppel des Florentiner Doms?',
      ),
      [
        ['Brunelleschi', 'Filippo Brunelleschi'],
        ['Brunelleschi', 'Filippo Brunelleschi'],
        ['Brunelleschi', 'Filippo Brunelleschi'],
      ],
      T(
        'La cupola, costruita senza centine tra il 1420 e il 1436, è ancora la più grande in muratura. | Built without centring between 1420 and 1436, it is still the largest masonry dome. | Die ohne Lehrgerüst zwischen 1420 und 1436 erbaute Kuppel ist bis heute die größte gemauerte.',
      ),
    ),
  ],
  'rinascimento-italiano/1/2': [
    numeric(
      T(
        'In che anno avvenne la congiura dei Pazzi? | In which year did the Pazzi conspiracy take place? | In welchem Jahr fand die Pazzi-Verschwörung statt?',
      ),
      1478,
      0,
      T(
        'Il 26 aprile 1478 Giuliano de’ Medici fu ucciso in duomo; Lorenzo si salvò. | On 26 April 1478 Giuliano de’ Medici was killed in the cathedral; Lorenzo escaped. | Am 26. April 1478 wurde Giuliano de’ Medici im Dom ermordet; Lorenzo entkam.',
      ),
    ),
    single(
      T(
        'Quale frate predicò a Firenze contro il lusso dopo la morte di Lorenzo? | Which friar preached in Florence against luxury after Lorenzo’s death? | Welcher Mönch predigte nach Lorenzos Tod in Florenz gegen den Luxus?',
      ),
      [
        T('Girolamo Savonarola | Girolamo Savonarola | Girolamo Savonarola'),
        T('Bernardino da Siena | Bernardino of Siena | Bernhardin von Siena'),
        T('Tommaso d’Aquino | Thomas Aquinas | Thomas von Aquin'),
      ],
      0,
      T(
        'Savonarola organizzò i «roghi delle vanità» e fu giustiziato nel 1498. | Savonarola staged the “bonfires of the vanities” and was executed in 1498. | Savonarola ließ „Fegefeuer der Eitelkeiten“ veranstalten und wurde 1498 hingerichtet.',
      ),
    ),
    multiple(
      T(
        'Quali di questi furono papi della famiglia Medici? | Which of these popes came from the Medici family? | Welche dieser Päpste stammten aus der Familie Medici?',
      ),
      [T('Leone X | Leo X | Leo X.'), T('Clemente VII | Clement VII | Clemens VII.'), T('Giulio II | Julius II | Julius II.')],
      [0, 1],
      T('Giulio II era un Della Rovere. | Julius II was a Della Rovere. | Julius II. war ein Della Rovere.'),
    ),
  ],
  'rinascimento-italiano/1/3': [
    single(
      T(
        'Quale istituzione fondata da Cosimo il Vecchio riunì studiosi di Platone? | Which institution founded by Cosimo the Elder gathered scholars of Plato? | Welche von Cosimo dem Älteren gegründete Einrichtung versammelte Platon-Gelehrte?',
      ),
      [
        T('L’Accademia neoplatonica | The Platonic Academy | Die Platonische Akademie'),
        T('L’Università di Bologna | The University of Bologna | Die Universität Bologna'),
        T('L’Accademia della Crusca | The Accademia della Crusca | Die Accademia della Crusca'),
      ],
      0,
      T(
        'Marsilio Ficino vi tradusse in latino le opere di Platone. | Marsilio Ficino translated Plato’s works into Latin there. | Marsilio Ficino übersetzte dort Platons Werke ins Lateinische.',
      ),
    ),
    recall(
      T('Perché il fiorino d’oro fu importante? | Why did the gold florin matter? | Warum war der Goldflorin wichtig?'),
      T(
        'Fu una moneta stabile accettata in tutta Europa, base della forza bancaria fiorentina | It was a stable coin accepted across Europe, the base of Florentine banking | Eine stabile, in ganz Europa anerkannte Münze, Grundlage des Florentiner Bankwesens',
      ),
      T(
        'Coniato dal 1252, mantenne a lungo peso e purezza costanti. | Minted from 1252, it long kept a constant weight and purity. | Ab 1252 geprägt, behielt er lange gleiches Gewicht und gleiche Reinheit.',
      ),
    ),
    numeric(
      T(
        'In che anno morì Lorenzo il Magnifico? | In which year did Lorenzo the Magnificent die? | In welchem Jahr starb Lorenzo il Magnifico?',
      ),
      1492,
      0,
      T(
        'Morì nel 1492, lo stesso anno del primo viaggio di Colombo. | He died in 1492, the year of Columbus’s first voyage. | Er starb 1492, im Jahr der ersten Reise des Kolumbus.',
      ),
    ),
  ],
  // Il Rinascimento italiano — Artisti e botteghe
  'rinascimento-italiano/2/1': [
    single(
      T('Chi dipinse la Nascita di Venere? | Who painted The Birth of Venus? | Wer malte Die Geburt der Venus?'),
      [
        T('Sandro Botticelli | Sandro Botticelli | Sandro Botticelli'),
        T('Raffaello | Raphael | Raffael'),
        T('Tiziano | Titian | Tizian'),
        T('Giotto | Giotto | Giotto'),
      ],
      0,
      T(
        'Botticelli la dipinse intorno al 1485; è agli Uffizi. | Botticelli painted it around 1485; it hangs in the Uffizi. | Botticelli malte sie um 1485; sie hängt in den Uffizien.',
      ),
    ),
    recall(
      T(
        'Che cos’era una bottega rinascimentale? | What was a Renaissance workshop (bottega)? | Was war eine Renaissance-Werkstatt (bottega)?',
      ),
      T(
        'Il laboratorio di un maestro dove gli apprendisti imparavano lavorando alle sue opere | A master’s studio where apprentices learned by working on his commissions | Die Werkstatt eines Meisters, in der Lehrlinge an seinen Aufträgen mitarbeitend lernten',
      ),
      T(
        'Leonardo si formò nella bottega del Verrocchio. | Leonardo trained in Verrocchio’s workshop. | Leonardo lernte in der Werkstatt Verrocchios.',
      ),
    ),
    single(
      T(
        'In quale bottega si formò Leonardo da Vinci? | In whose workshop did Leonardo da Vinci train? | In wessen Werkstatt lernte Leonardo da Vinci?',
      ),
      [
        T('Andrea del Verrocchio | Andrea del Verrocchio | Andrea del Verrocchio'),
        T('Domenico Ghirlandaio | Domenico Ghirlandaio | Domenico Ghirlandaio'),
        T('Pietro Perugino | Pietro Perugino | Pietro Perugino'),
      ],
      0,
      T(
        'Nella bottega del Verrocchio dipinse l’angelo del Battesimo di Cristo. | In Verrocchio’s workshop he painted the angel in the Baptism of Christ. | In Verrocchios Werkstatt malte er den Engel in der Taufe Christi.',
      ),
    ),
  ],
  'rinascimento-italiano/2/2': [
    short(
      T(
        'Chi scolpì il David in marmo collocato in piazza della Signoria nel 1504? | Who carved the marble David placed in Piazza della Signoria in 1504? | Wer schuf den 1504 auf der Piazza della Signoria aufgestellten Marmor-David?',
      ),
      [
        ['Michelangelo', 'Michelangelo Buonarroti'],
        ['Michelangelo', 'Michelangelo Buonarroti'],
        ['Michelangelo', 'Michelangelo Buonarroti'],
      ],
      T(
        'Michelangelo lo ricavò da un blocco di marmo già abbozzato da altri. | Michelangelo carved it from a block others had already started. | Michelangelo schuf ihn aus einem bereits von anderen angehauenen Block.',
      ),
    ),
    single(
      T(
        'Quale tecnica dipingeva su intonaco ancora umido? | Which technique painted on still-wet plaster? | Welche Technik malte auf noch feuchten Putz?',
      ),
      [
        T('L’affresco | Fresco | Das Fresko'),
        T('La tempera su tavola | Tempera on panel | Tempera auf Holz'),
        T('L’olio su tela | Oil on canvas | Öl auf Leinwand'),
      ],
      0,
      T(
        'Il colore si fissa asciugando con l’intonaco: per questo si lavorava a «giornate». | The colour sets as the plaster dries, so painters worked in daily patches. | Die Farbe bindet beim Trocknen mit dem Putz ab, daher wurde in Tagewerken gemalt.',
      ),
    ),
    multiple(
      T('Quali opere sono di Leonardo da Vinci? | Which works are by Leonardo da Vinci? | Welche Werke stammen von Leonardo da Vinci?'),
      [
        T('L’Ultima Cena | The Last Supper | Das Abendmahl'),
        T('La Gioconda | The Mona Lisa | Die Mona Lisa'),
        T('La Scuola di Atene | The School of Athens | Die Schule von Athen'),
      ],
      [0, 1],
      T(
        'La Scuola di Atene è di Raffaello, nelle Stanze vaticane. | The School of Athens is Raphael’s, in the Vatican rooms. | Die Schule von Athen ist von Raffael, in den Vatikanischen Stanzen.',
      ),
    ),
  ],
  'rinascimento-italiano/2/3': [
    recall(
      T('Che cosa fu la prospettiva lineare? | What was linear perspective? | Was war die Zentralperspektive?'),
      T(
        'Un metodo geometrico per rappresentare la profondità con linee che convergono in un punto di fuga | A geometric way to show depth with lines meeting at a vanishing point | Ein geometrisches Verfahren, Tiefe mit Linien darzustellen, die in einem Fluchtpunkt zusammenlaufen',
      ),
      T(
        'Brunelleschi la dimostrò e Alberti la descrisse nel De pictura (1435). | Brunelleschi demonstrated it and Alberti described it in De pictura (1435). | Brunelleschi führte sie vor, Alberti beschrieb sie in De pictura (1435).',
      ),
    ),
    single(
      T(
        'Chi scrisse le «Vite» dei più eccellenti pittori, scultori e architetti? | Who wrote the “Lives” of the most excellent painters, sculptors and architects? | Wer schrieb die „Viten“ der berühmtesten Maler, Bildhauer und Architekten?',
      ),
      [
        T('Giorgio Vasari | Giorgio Vasari | Giorgio Vasari'),
        T('Niccolò Machiavelli | Niccolò Machiavelli | Niccolò Machiavelli'),
        T('Baldassarre Castiglione | Baldassare Castiglione | Baldassare Castiglione'),
      ],
      0,
      T(
        'Le Vite del Vasari (1550) sono la prima storia dell’arte moderna. | Vasari’s Lives (1550) are the first modern history of art. | Vasaris Viten (1550) sind die erste moderne Kunstgeschichte.',
      ),
    ),
    single(
      T(
        'Chi affrescò la volta della Cappella Sistina? | Who frescoed the Sistine Chapel ceiling? | Wer schuf die Fresken an der Decke der Sixtinischen Kapelle?',
      ),
      [T('Michelangelo | Michelangelo | Michelangelo'), T('Raffaello | Raphael | Raffael'), T('Botticelli | Botticelli | Botticelli')],
      0,
      T(
        'Michelangelo la dipinse tra il 1508 e il 1512 per Giulio II. | Michelangelo painted it between 1508 and 1512 for Julius II. | Michelangelo malte sie zwischen 1508 und 1512 für Julius II.',
      ),
    ),
  ],
  // Il Rinascimento italiano — Scienza e invenzioni
  'rinascimento-italiano/3/1': [
    single(
      T(
        'Quale invenzione di Gutenberg cambiò la diffusione dei libri intorno al 1450? | Which invention of Gutenberg’s changed how books spread around 1450? | Welche Erfindung Gutenbergs veränderte um 1450 die Verbreitung von Büchern?',
      ),
      [
        T('La stampa a caratteri mobili | Printing with movable type | Der Buchdruck mit beweglichen Lettern'),
        T('La carta | Paper | Das Papier'),
        T('Gli occhiali | Spectacles | Die Brille'),
      ],
      0,
      T(
        'In Italia la stampa arrivò nel 1465 a Subiaco; Venezia ne divenne la capitale. | Printing reached Italy at Subiaco in 1465; Venice became its capital. | Der Buchdruck kam 1465 nach Subiaco; Venedig wurde sein Zentrum.',
      ),
    ),
    recall(
      T('Chi fu Aldo Manuzio? | Who was Aldus Manutius? | Wer war Aldus Manutius?'),
      T(
        'Uno stampatore veneziano che inventò il corsivo e i libri tascabili | A Venetian printer who introduced italic type and pocket-sized books | Ein venezianischer Drucker, der die Kursivschrift und handliche Bücher einführte',
      ),
      T(
        'Le sue edizioni dei classici greci e latini circolarono in tutta Europa. | His editions of Greek and Latin classics travelled across Europe. | Seine Ausgaben griechischer und lateinischer Klassiker verbreiteten sich in ganz Europa.',
      ),
    ),
    multiple(
      T(
        'Quali macchine compaiono nei codici di Leonardo? | Which machines appear in Leonardo’s notebooks? | Welche Maschinen finden sich in Leonardos Notizbüchern?',
      ),
      [
        T('Una macchina volante ad ali battenti | A flapping-wing flying machine | Eine Flugmaschine mit Schlagflügeln'),
        T('Una vite aerea | An aerial screw | Eine Luftschraube'),
        T('Una macchina a vapore | A steam engine | Eine Dampfmaschine'),
      ],
      [0, 1],
      T(
        'La macchina a vapore arriverà solo nel Settecento. | The steam engine came only in the eighteenth century. | Die Dampfmaschine kam erst im 18. Jahrhundert.',
      ),
    ),
  ],
  'rinascimento-italiano/3/2': [
    single(
      T(
        'Chi pubblicò il De humani corporis fabrica (1543), fondato sulla dissezione? | Who published De humani corporis fabrica (1543), based on dissection? | Wer veröffentlichte De humani corporis fabrica (1543), gestützt auf Sektionen?',
      ),
      [T('Andrea Vesalio | Andreas Vesalius | Andreas Vesalius'), T('Galeno | Galen | Galen'), T('Paracelso | Paracelsus | Paracelsus')],
      0,
      T(
        'Vesalio insegnava a Padova e corresse molti errori di Galeno. | Vesalius taught at Padua and corrected many of Galen’s errors. | Vesalius lehrte in Padua und korrigierte viele Irrtümer Galens.',
      ),
    ),
    numeric(
      T(
        'In che anno Copernico pubblicò il De revolutionibus? | In which year did Copernicus publish De revolutionibus? | In welchem Jahr veröffentlichte Kopernikus De revolutionibus?',
      ),
      1543,
      0,
      T(
        'Lo stesso anno della Fabrica di Vesalio: il 1543. | The same year as Vesalius’s Fabrica: 1543. | Im selben Jahr wie Vesalius’ Fabrica: 1543.',
      ),
    ),
    recall(
      T('Che cosa sostiene il modello eliocentrico? | What does the heliocentric model hold? | Was besagt das heliozentrische Modell?'),
      T(
        'Che la Terra e i pianeti girano intorno al Sole | That the Earth and the planets revolve around the Sun | Dass die Erde und die Planeten um die Sonne kreisen',
      ),
      T(
        'Sostituì il modello geocentrico di Tolomeo. | It replaced Ptolemy’s geocentric model. | Es löste das geozentrische Modell des Ptolemäus ab.',
      ),
    ),
  ],
  'rinascimento-italiano/3/3': [
    single(
      T('Chi scrisse Il Principe? | Who wrote The Prince? | Wer schrieb Der Fürst?'),
      [
        T('Niccolò Machiavelli | Niccolò Machiavelli | Niccolò Machiavelli'),
        T('Francesco Guicciardini | Francesco Guicciardini | Francesco Guicciardini'),
        T('Pico della Mirandola | Pico della Mirandola | Pico della Mirandola'),
      ],
      0,
      T(
        'Scritto nel 1513, fu pubblicato postumo nel 1532. | Written in 1513, it was published posthumously in 1532. | 1513 geschrieben, erschien es 1532 postum.',
      ),
    ),
    short(
      T(
        'Come si chiama il movimento culturale che riscoprì i classici greci e latini? | What is the cultural movement that rediscovered the Greek and Latin classics called? | Wie heißt die geistige Bewegung, die die griechischen und lateinischen Klassiker wiederentdeckte?',
      ),
      [
        ['Umanesimo', 'l’Umanesimo'],
        ['Humanism', 'Renaissance humanism'],
        ['Humanismus', 'der Humanismus'],
      ],
      T(
        'L’Umanesimo mise l’uomo e la sua dignità al centro. | Humanism put the human being and human dignity at the centre. | Der Humanismus stellte den Menschen und seine Würde in den Mittelpunkt.',
      ),
    ),
    multiple(
      T(
        'Quali città furono grandi centri del Rinascimento? | Which cities were great centres of the Renaissance? | Welche Städte waren große Zentren der Renaissance?',
      ),
      [T('Firenze | Florence | Florenz'), T('Venezia | Venice | Venedig'), T('Urbino | Urbino | Urbino'), T('Lisbona | Lisbon | Lissabon')],
      [0, 1, 2],
      T(
        'Firenze, Venezia, Urbino, Roma, Milano, Mantova e Ferrara ospitarono corti e botteghe. | Florence, Venice, Urbino, Rome, Milan, Mantua and Ferrara hosted courts and workshops. | Florenz, Venedig, Urbino, Rom, Mailand, Mantua und Ferrara hatten Höfe und Werkstätten.',
      ),
    ),
  ],
  // Inglese per il lavoro — Scrivere email chiare
  'inglese-per-il-lavoro/1/1': [
    single(
      T(
        'Quale saluto iniziale è adatto a un’email formale a una persona di cui non conosci il nome? | Which opening suits a formal email to someone whose name you do not know? | Welche Anrede passt zu einer förmlichen E-Mail an jemanden, dessen Namen du nicht kennst?',
      ),
      [T('Dear Sir or Madam, | Dear Sir or Madam, | Dear Sir or Madam,'), T('Hey there! | Hey there! | Hey there!'), T('Yo, | Yo, | Yo,')],
      0,
      T(
        '«Dear Sir or Madam» è la formula neutra e cortese; «Hey» è da amici. | “Dear Sir or Madam” is the neutral, polite form; “Hey” is for friends. | „Dear Sir or Madam“ ist die neutrale, höfliche Form; „Hey“ ist für Freunde.',
      ),
    ),
    single(
      T(
        'Con quale chiusura termini un’email iniziata con «Dear Sir or Madam»? | Which sign-off ends an email that began “Dear Sir or Madam”? | Mit welcher Grußformel endet eine E-Mail, die mit „Dear Sir or Madam“ begann?',
      ),
      [
        T('Yours faithfully | Yours faithfully | Yours faithfully'),
        T('Yours sincerely | Yours sincerely | Yours sincerely'),
        T('Cheers | Cheers | Cheers'),
      ],
      0,
      T(
        'Nell’inglese britannico: «faithfully» senza nome, «sincerely» quando conosci il nome. | In British English: “faithfully” without a name, “sincerely” when you know the name. | Im britischen Englisch: „faithfully“ ohne Namen, „sincerely“, wenn du den Namen kennst.',
      ),
    ),
    recall(
      T('Che cosa significa «Please find attached…»? | What does “Please find attached…” mean? | Was bedeutet „Please find attached…“?'),
      T(
        '«In allegato trovi…»: annuncia un file allegato | “Attached you will find…”: it announces an attached file | „Anbei findest du…“: Es kündigt einen Anhang an',
      ),
      T(
        'Oggi è comune anche il più semplice «I have attached…». | The simpler “I have attached…” is common today as well. | Heute ist auch das einfachere „I have attached…“ üblich.',
      ),
    ),
  ],
  'inglese-per-il-lavoro/1/2': [
    short(
      T(
        'Scrivi in inglese l’abbreviazione di «as soon as possible». | Write the abbreviation of “as soon as possible”. | Schreibe die Abkürzung von „as soon as possible“.',
      ),
      [['ASAP'], ['ASAP'], ['ASAP']],
      T(
        'ASAP si usa nelle email interne; in una richiesta formale meglio scriverlo per intero. | ASAP is fine internally; in a formal request write it out in full. | ASAP passt intern; in einer förmlichen Bitte schreibt man es besser aus.',
      ),
    ),
    single(
      T(
        'Quale frase è la più cortese per chiedere un favore? | Which sentence is the most polite way to ask a favour? | Welcher Satz ist die höflichste Bitte?',
      ),
      [
        T('Could you possibly send me the report? | Could you possibly send me the report? | Could you possibly send me the report?'),
        T('Send me the report. | Send me the report. | Send me the report.'),
        T('I want the report now. | I want the report now. | I want the report now.'),
      ],
      0,
      T(
        '«Could you possibly…» attenua la richiesta: è la forma più cortese. | “Could you possibly…” softens the request: it is the most polite form. | „Could you possibly…“ mildert die Bitte ab: Das ist die höflichste Form.',
      ),
    ),
    recall(
      T('Che cosa significa «FYI»? | What does “FYI” mean? | Was bedeutet „FYI“?'),
      T('For your information: «per tua informazione» | For your information | For your information: „zur Kenntnisnahme“'),
      T(
        'Si usa quando inoltri qualcosa che non richiede un’azione. | It is used when forwarding something that needs no action. | Man verwendet es beim Weiterleiten von etwas, das keine Handlung erfordert.',
      ),
    ),
  ],
  'inglese-per-il-lavoro/1/3': [
    multiple(
      T(
        'Quali sono buone pratiche per l’oggetto di un’email di lavoro? | Which are good practices for a work email’s subject line? | Was ist gute Praxis für die Betreffzeile einer Arbeits-E-Mail?',
      ),
      [
        T('Breve e specifico | Short and specific | Kurz und konkret'),
        T(
          'Indica l’azione richiesta e la scadenza | States the action needed and the deadline | Nennt die gewünschte Handlung und die Frist',
        ),
        T('Tutto in maiuscolo | All in capital letters | Alles in Großbuchstaben'),
      ],
      [0, 1],
      T(
        'Le maiuscole sembrano urlate: meglio evitarle. | Capitals read as shouting: best avoided. | Großbuchstaben wirken wie Schreien: besser vermeiden.',
      ),
    ),
    single(
      T('Che cosa indica «Cc» in un’email? | What does “Cc” mean in an email? | Was bedeutet „Cc“ in einer E-Mail?'),
      [
        T('Copia a un destinatario informato | A copy to a recipient kept informed | Eine Kopie an einen Empfänger zur Kenntnis'),
        T('Copia nascosta | A hidden copy | Eine versteckte Kopie'),
        T('Risposta automatica | An automatic reply | Eine automatische Antwort'),
      ],
      0,
      T(
        '«Carbon copy»: gli altri destinatari lo vedono; la copia nascosta è «Bcc». | “Carbon copy”: other recipients can see it; a hidden copy is “Bcc”. | „Carbon copy“: Die anderen Empfänger sehen es; die versteckte Kopie ist „Bcc“.',
      ),
    ),
    short(
      T(
        'Completa: «I look forward to ___ from you.» | Complete: “I look forward to ___ from you.” | Ergänze: „I look forward to ___ from you.“',
      ),
      [['hearing'], ['hearing'], ['hearing']],
      T(
        'Dopo «look forward to» si usa la forma in -ing. | After “look forward to” comes the -ing form. | Nach „look forward to“ steht die -ing-Form.',
      ),
    ),
  ],
  // Inglese per il lavoro — Partecipare alle riunioni
  'inglese-per-il-lavoro/2/1': [
    single(
      T(
        'Come chiedi educatamente la parola in una riunione? | How do you politely ask to speak in a meeting? | Wie bittest du in einem Meeting höflich ums Wort?',
      ),
      [
        T('Could I just come in here? | Could I just come in here? | Could I just come in here?'),
        T('Stop talking. | Stop talking. | Stop talking.'),
        T('Listen to me now. | Listen to me now. | Listen to me now.'),
      ],
      0,
      T(
        '«Could I just come in here?» interrompe senza imporsi. | “Could I just come in here?” interrupts without imposing. | „Could I just come in here?“ unterbricht, ohne sich aufzudrängen.',
      ),
    ),
    recall(
      T('Che cos’è l’«agenda» di una riunione? | What is a meeting’s “agenda”? | Was ist die „agenda“ eines Meetings?'),
      T(
        'L’elenco dei punti da discutere (non un’agenda personale) | The list of items to discuss (not a diary) | Die Liste der Besprechungspunkte (kein Terminkalender)',
      ),
      T(
        'Un «falso amico»: il diario personale in inglese è «diary» o «planner». | A false friend for Italians: a personal diary is a “diary” or “planner”. | Ein falscher Freund: Der Terminkalender heißt „diary“ oder „planner“.',
      ),
    ),
    single(
      T(
        'Che cosa vuol dire «Let’s move on to the next item»? | What does “Let’s move on to the next item” mean? | Was bedeutet „Let’s move on to the next item“?',
      ),
      [
        T('Passiamo al punto successivo | Let us go to the next point on the agenda | Kommen wir zum nächsten Punkt'),
        T('Facciamo una pausa | Let us take a break | Machen wir eine Pause'),
        T('Chiudiamo la riunione | Let us close the meeting | Schließen wir das Meeting'),
      ],
      0,
      T('«Item» è un punto dell’ordine del giorno. | An “item” is a point on the agenda. | Ein „item“ ist ein Tagesordnungspunkt.'),
    ),
  ],
  'inglese-per-il-lavoro/2/2': [
    multiple(
      T('Quali frasi esprimono disaccordo in modo cortese? | Which phrases disagree politely? | Welche Sätze widersprechen höflich?'),
      [
        T('I see your point, but… | I see your point, but… | I see your point, but…'),
        T('I’m not sure I agree. | I’m not sure I agree. | I’m not sure I agree.'),
        T('That’s nonsense. | That’s nonsense. | That’s nonsense.'),
      ],
      [0, 1],
      T(
        'Riconoscere l’altra posizione prima di obiettare mantiene il confronto costruttivo. | Acknowledging the other view before objecting keeps the discussion constructive. | Die andere Sicht anzuerkennen, bevor man widerspricht, hält das Gespräch konstruktiv.',
      ),
    ),
    short(
      T(
        'Come si chiama in inglese il verbale di una riunione? (una parola) | What is the written record of a meeting called? (one word) | Wie heißt das Protokoll eines Meetings auf Englisch? (ein Wort)',
      ),
      [['minutes'], ['minutes'], ['minutes']],
      T(
        '«To take the minutes»: redigere il verbale. | “To take the minutes”: to write the record. | „To take the minutes“: Protokoll führen.',
      ),
    ),
    single(
      T(
        'Che cosa chiede «Could you clarify that?» | What does “Could you clarify that?” ask for? | Worum bittet „Could you clarify that?“',
      ),
      [
        T('Una spiegazione più chiara | A clearer explanation | Um eine klarere Erklärung'),
        T('Una pausa | A break | Um eine Pause'),
        T('Il voto | A vote | Um eine Abstimmung'),
      ],
      0,
      T('«To clarify» significa chiarire. | “To clarify” means to make clear. | „To clarify“ heißt klarstellen.'),
    ),
  ],
  'inglese-per-il-lavoro/2/3': [
    recall(
      T('Che cosa sono gli «action items»? | What are “action items”? | Was sind „action items“?'),
      T(
        'I compiti decisi in riunione, ciascuno con un responsabile e una scadenza | Tasks agreed in a meeting, each with an owner and a deadline | In einem Meeting vereinbarte Aufgaben, jede mit Verantwortlichem und Frist',
      ),
      T(
        'Chiudere una riunione rileggendo gli action items evita malintesi. | Ending a meeting by reading back the action items avoids misunderstandings. | Ein Meeting mit den action items abzuschließen vermeidet Missverständnisse.',
      ),
    ),
    single(
      T('Che cosa significa «to reach a consensus»? | What does “to reach a consensus” mean? | Was bedeutet „to reach a consensus“?'),
      [
        T('Arrivare a un accordo condiviso | To arrive at a shared agreement | Zu einer gemeinsamen Einigung kommen'),
        T('Votare a maggioranza | To take a majority vote | Mehrheitlich abstimmen'),
        T('Rinviare la decisione | To postpone the decision | Die Entscheidung vertagen'),
      ],
      0,
      T(
        'Il consenso è un accordo accettato da tutti, non solo dalla maggioranza. | A consensus is agreed by everyone, not only by the majority. | Ein Konsens wird von allen getragen, nicht nur von der Mehrheit.',
      ),
    ),
    single(
      T(
        'Quale frase usi per riassumere prima di chiudere? | Which phrase sums up before closing? | Mit welchem Satz fasst du vor dem Abschluss zusammen?',
      ),
      [
        T('To sum up, … | To sum up, … | To sum up, …'),
        T('By the way, … | By the way, … | By the way, …'),
        T('On the other hand, … | On the other hand, … | On the other hand, …'),
      ],
      0,
      T(
        '«To sum up» introduce il riepilogo; «by the way» introduce una digressione. | “To sum up” introduces a summary; “by the way” a digression. | „To sum up“ leitet eine Zusammenfassung ein; „by the way“ einen Exkurs.',
      ),
    ),
  ],
  // Inglese per il lavoro — Presentare un progetto
  'inglese-per-il-lavoro/3/1': [
    single(
      T(
        'Qual è un buon inizio per una presentazione? | Which is a good way to open a presentation? | Was ist ein guter Einstieg in eine Präsentation?',
      ),
      [
        T('Today I’d like to talk about… | Today I’d like to talk about… | Today I’d like to talk about…'),
        T('Sorry, I’m not ready. | Sorry, I’m not ready. | Sorry, I’m not ready.'),
        T('This will be boring. | This will be boring. | This will be boring.'),
      ],
      0,
      T(
        'Annunciare subito l’argomento orienta il pubblico. | Naming the topic straight away orients the audience. | Das Thema gleich zu nennen, gibt dem Publikum Orientierung.',
      ),
    ),
    recall(
      T('Che cos’è un «elevator pitch»? | What is an “elevator pitch”? | Was ist ein „elevator pitch“?'),
      T(
        'Una presentazione del progetto in circa trenta secondi | A presentation of the project in about thirty seconds | Eine Projektvorstellung in etwa dreißig Sekunden',
      ),
      T(
        'Il tempo di un viaggio in ascensore: problema, soluzione, perché ora. | The length of a lift ride: problem, solution, why now. | So lang wie eine Aufzugfahrt: Problem, Lösung, warum jetzt.',
      ),
    ),
    short(
      T(
        'Completa: «Let me ___ you through the main figures.» | Complete: “Let me ___ you through the main figures.” | Ergänze: „Let me ___ you through the main figures.“',
      ),
      [
        ['walk', 'take'],
        ['walk', 'take'],
        ['walk', 'take'],
      ],
      T(
        '«To walk someone through» significa guidare passo per passo. | “To walk someone through” means to guide step by step. | „To walk someone through“ heißt Schritt für Schritt erklären.',
      ),
    ),
  ],
  'inglese-per-il-lavoro/3/2': [
    single(
      T('Come introduci un grafico? | How do you introduce a chart? | Wie leitest du ein Diagramm ein?'),
      [
        T('As you can see from this chart, … | As you can see from this chart, … | As you can see from this chart, …'),
        T('Whatever, … | Whatever, … | Whatever, …'),
        T('I don’t know why this is here. | I don’t know why this is here. | I don’t know why this is here.'),
      ],
      0,
      T(
        'Richiama l’attenzione sul dato che conta. | It draws attention to the figure that matters. | Es lenkt die Aufmerksamkeit auf die entscheidende Zahl.',
      ),
    ),
    multiple(
      T('Quali verbi descrivono un aumento? | Which verbs describe an increase? | Welche Verben beschreiben einen Anstieg?'),
      [
        T('to rise | to rise | to rise'),
        T('to increase | to increase | to increase'),
        T('to decline | to decline | to decline'),
        T('to soar | to soar | to soar'),
      ],
      [0, 1, 3],
      T(
        '«To decline» indica una diminuzione; «to soar» un aumento rapido. | “To decline” means to fall; “to soar” to rise sharply. | „To decline“ heißt sinken; „to soar“ stark steigen.',
      ),
    ),
    recall(
      T(
        'Che differenza c’è tra «billion» e il «bilione» italiano? | How does the English “billion” compare with a million? | Wie viel ist ein englisches „billion“?',
      ),
      T(
        'Un «billion» è un miliardo (mille milioni) | A billion is a thousand million | Ein „billion“ ist eine Milliarde (tausend Millionen)',
      ),
      T(
        'Attenzione nelle cifre: «1 billion euros» sono mille milioni di euro. | Mind the figures: “1 billion euros” is a thousand million euros. | Vorsicht bei Zahlen: „1 billion euros“ sind eine Milliarde Euro.',
      ),
    ),
  ],
  'inglese-per-il-lavoro/3/3': [
    single(
      T('Come inviti le domande alla fine? | How do you invite questions at the end? | Wie lädst du am Ende zu Fragen ein?'),
      [
        T('I’d be happy to take any questions. | I’d be happy to take any questions. | I’d be happy to take any questions.'),
        T('No questions, please. | No questions, please. | No questions, please.'),
        T('That’s all, goodbye. | That’s all, goodbye. | That’s all, goodbye.'),
      ],
      0,
      T('Apre il dialogo in modo cordiale. | It opens the conversation warmly. | Es eröffnet freundlich das Gespräch.'),
    ),
    short(
      T(
        'Completa: «Thank you for your ___.» (attenzione) | Complete: “Thank you for your ___.” (attention) | Ergänze: „Thank you for your ___.“ (Aufmerksamkeit)',
      ),
      [['attention'], ['attention'], ['attention']],
      T('Una chiusura classica e cortese. | A classic, polite close. | Ein klassischer, höflicher Schluss.'),
    ),
    recall(
      T(
        'Che cosa rispondi se non conosci la risposta a una domanda? | What do you say if you do not know the answer to a question? | Was sagst du, wenn du die Antwort auf eine Frage nicht weißt?',
      ),
      T(
        '«That’s a good question: let me check and get back to you.» | “That’s a good question: let me check and get back to you.” | „That’s a good question: let me check and get back to you.“',
      ),
      T(
        'Meglio promettere una risposta verificata che improvvisarne una. | Better to promise a checked answer than to improvise one. | Besser eine geprüfte Antwort versprechen als eine zu improvisieren.',
      ),
    ),
  ],
  // Tedesco: primi passi — Saluti e presentazioni
  'tedesco-primi-passi/1/1': [
    short(
      T(
        'Come si dice «buongiorno» in tedesco (al mattino)? | How do you say “good morning” in German? | Wie sagt man morgens zur Begrüßung?',
      ),
      [['Guten Morgen'], ['Guten Morgen'], ['Guten Morgen']],
      T(
        '«Guten Morgen» fino a metà mattina, poi «Guten Tag». | “Guten Morgen” until mid-morning, then “Guten Tag”. | „Guten Morgen“ bis zum Vormittag, dann „Guten Tag“.',
      ),
    ),
    single(
      T(
        'Quale forma usi con una persona adulta che non conosci? | Which form do you use with an adult you do not know? | Welche Anrede verwendest du bei einer erwachsenen Person, die du nicht kennst?',
      ),
      [T('Sie | Sie | Sie'), T('du | du | du'), T('ihr | ihr | ihr')],
      0,
      T(
        '«Sie» è la forma di cortesia; «du» si usa con amici, familiari e bambini. | “Sie” is the polite form; “du” is for friends, family and children. | „Sie“ ist die höfliche Form; „du“ für Freunde, Familie und Kinder.',
      ),
    ),
    recall(
      T('Come ti presenti dicendo il tuo nome? | How do you introduce yourself by name? | Wie stellst du dich mit Namen vor?'),
      T('«Ich heiße …» oppure «Mein Name ist …» | “Ich heiße …” or “Mein Name ist …” | „Ich heiße …“ oder „Mein Name ist …“'),
      T('«Heißen» significa chiamarsi. | “Heißen” means to be called. | „Heißen“ bedeutet einen Namen tragen.'),
    ),
  ],
  'tedesco-primi-passi/1/2': [
    single(
      T('Che cosa significa «Wie geht es Ihnen?» | What does “Wie geht es Ihnen?” mean? | Was fragt „Wie geht es Ihnen?“'),
      [
        T('Come sta? | How are you? | Nach dem Befinden'),
        T('Come si chiama? | What is your name? | Nach dem Namen'),
        T('Da dove viene? | Where are you from? | Nach der Herkunft'),
      ],
      0,
      T(
        'È la forma cortese; tra amici: «Wie geht’s?». | It is the polite form; among friends: “Wie geht’s?”. | Das ist die höfliche Form; unter Freunden: „Wie geht’s?“.',
      ),
    ),
    short(
      T('Completa: «Ich ___ aus Italien.» (vengo) | Complete: “Ich ___ aus Italien.” (come) | Ergänze: „Ich ___ aus Italien.“'),
      [['komme'], ['komme'], ['komme']],
      T(
        '«Kommen aus» indica la provenienza: ich komme, du kommst. | “Kommen aus” says where you are from: ich komme, du kommst. | „Kommen aus“ gibt die Herkunft an: ich komme, du kommst.',
      ),
    ),
    multiple(
      T('Quali sono saluti di congedo? | Which are ways to say goodbye? | Welche davon sind Abschiedsgrüße?'),
      [T('Auf Wiedersehen | Auf Wiedersehen | Auf Wiedersehen'), T('Tschüss | Tschüss | Tschüss'), T('Guten Tag | Guten Tag | Guten Tag')],
      [0, 1],
      T('«Guten Tag» si usa per salutare all’arrivo. | “Guten Tag” is a greeting on arrival. | „Guten Tag“ ist ein Gruß bei der Ankunft.'),
    ),
  ],
  'tedesco-primi-passi/1/3': [
    numeric(
      T('Quanto fa «zwölf»? (scrivi il numero) | What number is “zwölf”? | Welche Zahl ist „zwölf“? (als Ziffer)'),
      12,
      0,
      T(
        'Elf (11) e zwölf (12) sono irregolari; poi dreizehn (13). | Elf (11) and zwölf (12) are irregular; then dreizehn (13). | Elf und zwölf sind unregelmäßig; dann dreizehn.',
      ),
    ),
    recall(
      T(
        'Come chiedi «Parla inglese?» in tedesco? | How do you ask “Do you speak English?” in German? | Wie fragst du höflich, ob jemand Englisch spricht?',
      ),
      T('«Sprechen Sie Englisch?» | “Sprechen Sie Englisch?” | „Sprechen Sie Englisch?“'),
      T(
        'Nella domanda il verbo va al primo posto. | In a yes/no question the verb comes first. | In Ja/Nein-Fragen steht das Verb an erster Stelle.',
      ),
    ),
    single(
      T('Che cosa significa «Entschuldigung»? | What does “Entschuldigung” mean? | Wofür verwendet man „Entschuldigung“?'),
      [
        T('Scusi / mi scusi | Excuse me / sorry | Um sich zu entschuldigen oder jemanden anzusprechen'),
        T('Grazie | Thank you | Um sich zu bedanken'),
        T('Prego | You are welcome | Um auf einen Dank zu antworten'),
      ],
      0,
      T(
        'Serve per scusarsi e per attirare l’attenzione di qualcuno. | It apologises and catches someone’s attention. | Es dient zur Entschuldigung und zum Ansprechen.',
      ),
    ),
  ],
  // Tedesco: primi passi — In città
  'tedesco-primi-passi/2/1': [
    single(
      T(
        'Che cosa chiedi con «Wo ist der Bahnhof?» | What do you ask with “Wo ist der Bahnhof?” | Wonach fragst du mit „Wo ist der Bahnhof?“',
      ),
      [
        T('Dov’è la stazione? | Where is the station? | Nach dem Weg zum Bahnhof'),
        T('Quando parte il treno? | When does the train leave? | Nach der Abfahrtszeit'),
        T('Quanto costa il biglietto? | How much is the ticket? | Nach dem Fahrpreis'),
      ],
      0,
      T('«Wo» significa dove; «der Bahnhof» è la stazione. | “Wo” means where; “der Bahnhof” is the station. | „Wo“ fragt nach dem Ort.'),
    ),
    multiple(
      T('Quali parole indicano una direzione? | Which words give a direction? | Welche Wörter geben eine Richtung an?'),
      [T('links | links | links'), T('rechts | rechts | rechts'), T('geradeaus | geradeaus | geradeaus'), T('Brot | Brot | Brot')],
      [0, 1, 2],
      T(
        'Links (sinistra), rechts (destra), geradeaus (dritto); «Brot» è il pane. | Links (left), rechts (right), geradeaus (straight on); “Brot” is bread. | Links, rechts, geradeaus; „Brot“ ist ein Lebensmittel.',
      ),
    ),
    short(
      T(
        'Come si dice «la fermata dell’autobus»? (senza articolo) | How do you say “bus stop”? (no article) | Wie heißt der Ort, an dem der Bus hält? (ohne Artikel)',
      ),
      [
        ['Bushaltestelle', 'Haltestelle'],
        ['Bushaltestelle', 'Haltestelle'],
        ['Bushaltestelle', 'Haltestelle'],
      ],
      T(
        '«Die Haltestelle»: dal verbo «halten», fermarsi. | “Die Haltestelle”: from “halten”, to stop. | „Die Haltestelle“ kommt von „halten“.',
      ),
    ),
  ],
  'tedesco-primi-passi/2/2': [
    recall(
      T('Come chiedi un biglietto per Monaco? | How do you ask for a ticket to Munich? | Wie verlangst du eine Fahrkarte nach München?'),
      T('«Eine Fahrkarte nach München, bitte.» | “Eine Fahrkarte nach München, bitte.” | „Eine Fahrkarte nach München, bitte.“'),
      T('Per andare verso una città si usa «nach». | “Nach” is used for going to a city. | Für Städte verwendet man „nach“.'),
    ),
    single(
      T(
        'Che cosa significa «einfach oder hin und zurück?» | What does “einfach oder hin und zurück?” ask? | Was fragt „einfach oder hin und zurück?“',
      ),
      [
        T('Solo andata o andata e ritorno? | Single or return? | Ob man nur eine Fahrt oder Hin- und Rückfahrt möchte'),
        T('Prima o seconda classe? | First or second class? | Nach der Wagenklasse'),
        T('Contanti o carta? | Cash or card? | Nach der Zahlungsart'),
      ],
      0,
      T('«Einfach» è la sola andata. | “Einfach” is a single ticket. | „Einfach“ bedeutet nur eine Richtung.'),
    ),
    numeric(
      T(
        'A che ora è «halb drei»? (scrivi l’ora, es. 14.30 → 14,5) | What time is “halb drei”? (as hours, e.g. 14:30 → 14.5) | Wie spät ist „halb drei“ nachmittags? (als Stunden, z. B. 14:30 → 14,5)',
      ),
      14.5,
      0.01,
      T(
        '«Halb drei» è mezz’ora prima delle tre: le 2.30 (14.30). | “Halb drei” is half an hour before three: 2:30. | „Halb drei“ ist eine halbe Stunde vor drei: 14:30.',
      ),
    ),
  ],
  'tedesco-primi-passi/2/3': [
    single(
      T('Quale articolo ha «Stadt» (città)? | Which article does “Stadt” (town) take? | Welchen Artikel hat „Stadt“?'),
      [T('die | die | die'), T('der | der | der'), T('das | das | das')],
      0,
      T('«Die Stadt», femminile. | “Die Stadt”, feminine. | „Die Stadt“ ist feminin.'),
    ),
    multiple(
      T('Quali sono edifici pubblici? | Which of these are public buildings? | Welche davon sind öffentliche Gebäude?'),
      [T('das Rathaus | das Rathaus | das Rathaus'), T('die Post | die Post | die Post'), T('der Apfel | der Apfel | der Apfel')],
      [0, 1],
      T(
        'Rathaus (municipio), Post (ufficio postale); «der Apfel» è la mela. | Rathaus (town hall), Post (post office); “der Apfel” is an apple. | „Der Apfel“ ist ein Obst.',
      ),
    ),
    recall(
      T(
        'Che cosa significa «Ich habe mich verlaufen»? | What does “Ich habe mich verlaufen” mean? | Was bedeutet „Ich habe mich verlaufen“?',
      ),
      T('Mi sono perso | I am lost | Ich weiß nicht mehr, wo ich bin'),
      T('Utile da dire prima di chiedere indicazioni. | Useful before asking for directions. | Nützlich, bevor man nach dem Weg fragt.'),
    ),
  ],
  // Tedesco: primi passi — Al ristorante
  'tedesco-primi-passi/3/1': [
    short(
      T('Come si dice «il conto, per favore»? | How do you ask for the bill? | Wie bittest du um die Rechnung?'),
      [
        ['Die Rechnung, bitte', 'Die Rechnung bitte', 'Zahlen, bitte'],
        ['Die Rechnung, bitte', 'Die Rechnung bitte', 'Zahlen, bitte'],
        ['Die Rechnung, bitte', 'Die Rechnung bitte', 'Zahlen, bitte'],
      ],
      T('Anche «Zahlen, bitte!» è comune. | “Zahlen, bitte!” is common too. | Auch „Zahlen, bitte!“ ist üblich.'),
    ),
    single(
      T('Che cosa significa «die Speisekarte»? | What is “die Speisekarte”? | Was ist „die Speisekarte“?'),
      [
        T('Il menù | The menu | Die Liste der Gerichte'),
        T('La carta di credito | The credit card | Eine Zahlungskarte'),
        T('Il tavolo | The table | Der Tisch'),
      ],
      0,
      T('«Speise» significa piatto, cibo. | “Speise” means dish, food. | „Speise“ bedeutet Gericht.'),
    ),
    recall(
      T('Come ordini un caffè in modo cortese? | How do you order a coffee politely? | Wie bestellst du höflich einen Kaffee?'),
      T('«Ich hätte gern einen Kaffee, bitte.» | “Ich hätte gern einen Kaffee, bitte.” | „Ich hätte gern einen Kaffee, bitte.“'),
      T(
        '«Ich hätte gern» (vorrei) è più cortese di «Ich will». | “Ich hätte gern” (I would like) is politer than “Ich will”. | „Ich hätte gern“ ist höflicher als „Ich will“.',
      ),
    ),
  ],
  'tedesco-primi-passi/3/2': [
    multiple(
      T('Quali sono bevande? | Which are drinks? | Welche davon sind Getränke?'),
      [T('das Wasser | das Wasser | das Wasser'), T('der Saft | der Saft | der Saft'), T('das Brötchen | das Brötchen | das Brötchen')],
      [0, 1],
      T(
        'Wasser (acqua), Saft (succo); «das Brötchen» è un panino. | Wasser (water), Saft (juice); “das Brötchen” is a bread roll. | „Das Brötchen“ ist ein Gebäck.',
      ),
    ),
    single(
      T(
        'Che cosa chiede il cameriere con «Was darf es sein?» | What does the waiter ask with “Was darf es sein?” | Was fragt die Bedienung mit „Was darf es sein?“',
      ),
      [
        T('Che cosa desidera? | What would you like? | Was man bestellen möchte'),
        T('Ha prenotato? | Do you have a booking? | Ob man reserviert hat'),
        T('Ha finito? | Have you finished? | Ob man fertig ist'),
      ],
      0,
      T(
        'È la domanda tipica per prendere l’ordinazione. | It is the usual question to take an order. | Die übliche Frage, um eine Bestellung aufzunehmen.',
      ),
    ),
    short(
      T(
        'Come si dice «senza carne» (vegetariano)? | How do you say “without meat”? | Wie sagt man, dass ein Gericht kein Fleisch enthält?',
      ),
      [
        ['ohne Fleisch', 'vegetarisch'],
        ['ohne Fleisch', 'vegetarisch'],
        ['ohne Fleisch', 'vegetarisch'],
      ],
      T('«Ohne» (senza) regge l’accusativo. | “Ohne” (without) takes the accusative. | „Ohne“ steht mit dem Akkusativ.'),
    ),
  ],
  'tedesco-primi-passi/3/3': [
    single(
      T(
        'Che cosa si lascia di solito di mancia in Germania? | What tip is usual in Germany? | Welches Trinkgeld ist in Deutschland üblich?',
      ),
      [T('Circa il 5–10% | About 5–10% | Etwa 5–10 %'), T('Niente, mai | Never anything | Nie etwas'), T('Il 30% | 30% | 30 %')],
      0,
      T(
        'Si arrotonda dicendo l’importo al cameriere: «Stimmt so». | You round up by telling the waiter the total: “Stimmt so”. | Man rundet auf und sagt den Betrag oder „Stimmt so“.',
      ),
    ),
    recall(
      T('Che cosa significa «Guten Appetit!»? | What does “Guten Appetit!” mean? | Wann sagt man „Guten Appetit!“?'),
      T('Buon appetito | Enjoy your meal | Vor dem Essen, um eine gute Mahlzeit zu wünschen'),
      T(
        'Si risponde «Danke, gleichfalls!» (grazie, altrettanto). | The reply is “Danke, gleichfalls!” (thanks, you too). | Man antwortet „Danke, gleichfalls!“.',
      ),
    ),
    numeric(
      T(
        'Quanto fa «achtzehn Euro fünfzig»? (in euro, es. 18,50) | How much is “achtzehn Euro fünfzig”? (in euros, e.g. 18.50) | Wie viel ist „achtzehn Euro fünfzig“? (in Euro, z. B. 18,50)',
      ),
      18.5,
      0.001,
      T('Achtzehn (18) euro e fünfzig (50) centesimi. | Achtzehn (18) euros and fünfzig (50) cents. | Achtzehn Euro und fünfzig Cent.'),
    ),
  ],
  // Il metodo scientifico — Osservare
  'metodo-scientifico/1/1': [
    single(
      T(
        'Quale scienziato è considerato il padre del metodo sperimentale moderno? | Which scientist is considered the father of the modern experimental method? | Welcher Wissenschaftler gilt als Vater der modernen experimentellen Methode?',
      ),
      [
        T('Galileo Galilei | Galileo Galilei | Galileo Galilei'),
        T('Aristotele | Aristotle | Aristoteles'),
        T('Tolomeo | Ptolemy | Ptolemäus'),
      ],
      0,
      T(
        'Galileo unì «sensate esperienze» e «necessarie dimostrazioni». | Galileo joined “sensible experiences” and “necessary demonstrations”. | Galilei verband „sinnliche Erfahrungen“ und „notwendige Beweise“.',
      ),
    ),
    recall(
      T(
        'Che differenza c’è tra osservazione qualitativa e quantitativa? | What is the difference between qualitative and quantitative observation? | Was unterscheidet qualitative und quantitative Beobachtung?',
      ),
      T(
        'La qualitativa descrive caratteristiche; la quantitativa misura con numeri e unità | Qualitative describes features; quantitative measures with numbers and units | Qualitative beschreibt Merkmale; quantitative misst mit Zahlen und Einheiten',
      ),
      T(
        '«L’acqua è calda» contro «l’acqua è a 60 °C». | “The water is hot” versus “the water is at 60 °C”. | „Das Wasser ist warm“ gegenüber „Das Wasser hat 60 °C“.',
      ),
    ),
    single(
      T(
        'Perché si ripete più volte una misura? | Why is a measurement repeated several times? | Warum wiederholt man eine Messung mehrmals?',
      ),
      [
        T(
          'Per ridurre l’effetto degli errori casuali | To reduce the effect of random errors | Um den Einfluss zufälliger Fehler zu verringern',
        ),
        T('Per ottenere il risultato sperato | To get the hoped-for result | Um das erhoffte Ergebnis zu erhalten'),
        T('Perché la prima è sempre sbagliata | Because the first one is always wrong | Weil die erste immer falsch ist'),
      ],
      0,
      T(
        'La media di più misure è più affidabile di una sola. | The average of several measurements is more reliable than one. | Der Mittelwert mehrerer Messungen ist verlässlicher als eine einzelne.',
      ),
    ),
  ],
  'metodo-scientifico/1/2': [
    multiple(
      T(
        'Quali sono unità di base del Sistema Internazionale? | Which are base units of the International System (SI)? | Welche sind SI-Basiseinheiten?',
      ),
      [T('metro | metre | Meter'), T('chilogrammo | kilogram | Kilogramm'), T('secondo | second | Sekunde'), T('litro | litre | Liter')],
      [0, 1, 2],
      T(
        'Il litro è un’unità derivata (un decimetro cubo). | The litre is a derived unit (a cubic decimetre). | Der Liter ist eine abgeleitete Einheit (ein Kubikdezimeter).',
      ),
    ),
    numeric(
      T('Quanti millimetri ci sono in un metro? | How many millimetres are in a metre? | Wie viele Millimeter hat ein Meter?'),
      1000,
      0,
      T('Milli- significa un millesimo. | Milli- means one thousandth. | Milli- bedeutet ein Tausendstel.'),
    ),
    single(
      T('Quale strumento misura la temperatura? | Which instrument measures temperature? | Welches Instrument misst die Temperatur?'),
      [
        T('Il termometro | The thermometer | Das Thermometer'),
        T('Il barometro | The barometer | Das Barometer'),
        T('L’igrometro | The hygrometer | Das Hygrometer'),
      ],
      0,
      T(
        'Il barometro misura la pressione, l’igrometro l’umidità. | The barometer measures pressure, the hygrometer humidity. | Das Barometer misst den Druck, das Hygrometer die Feuchte.',
      ),
    ),
  ],
  'metodo-scientifico/1/3': [
    recall(
      T('Che cos’è un errore sistematico? | What is a systematic error? | Was ist ein systematischer Fehler?'),
      T(
        'Un errore che sposta tutte le misure nello stesso verso, ad esempio uno strumento mal tarato | An error that shifts every measurement the same way, such as a badly calibrated instrument | Ein Fehler, der alle Messungen in dieselbe Richtung verschiebt, etwa ein schlecht kalibriertes Gerät',
      ),
      T(
        'Ripetere la misura non lo elimina: serve tarare lo strumento. | Repeating the measurement does not remove it: the instrument must be calibrated. | Wiederholen beseitigt ihn nicht: Das Gerät muss kalibriert werden.',
      ),
    ),
    single(
      T(
        'Che cosa vuol dire che una misura è «precisa» ma non «accurata»? | What does it mean for a measurement to be “precise” but not “accurate”? | Was heißt es, wenn eine Messung „präzise“, aber nicht „richtig“ ist?',
      ),
      [
        T(
          'I valori sono vicini tra loro ma lontani dal valore vero | The values are close together but far from the true value | Die Werte liegen eng beieinander, aber fern vom wahren Wert',
        ),
        T(
          'I valori sono sparsi attorno al valore vero | The values are scattered around the true value | Die Werte streuen um den wahren Wert',
        ),
        T('È una misura perfetta | It is a perfect measurement | Es ist eine perfekte Messung'),
      ],
      0,
      T(
        'Precisione è ripetibilità; accuratezza è vicinanza al valore vero. | Precision is repeatability; accuracy is closeness to the true value. | Präzision ist Wiederholbarkeit; Richtigkeit ist Nähe zum wahren Wert.',
      ),
    ),
    short(
      T(
        'Come si chiama il quaderno in cui si annotano osservazioni ed esperimenti? | What is the notebook where observations and experiments are recorded called? | Wie heißt das Heft, in dem Beobachtungen und Versuche festgehalten werden?',
      ),
      [
        ['quaderno di laboratorio', 'diario di laboratorio'],
        ['lab notebook', 'laboratory notebook', 'lab book'],
        ['Laborbuch', 'Labortagebuch', 'Laborjournal'],
      ],
      T(
        'Annotare data, condizioni e risultati rende un esperimento ripetibile. | Recording date, conditions and results makes an experiment repeatable. | Datum, Bedingungen und Ergebnisse festzuhalten macht einen Versuch wiederholbar.',
      ),
    ),
  ],
  // Il metodo scientifico — Formulare ipotesi
  'metodo-scientifico/2/1': [
    single(
      T('Che cos’è un’ipotesi scientifica? | What is a scientific hypothesis? | Was ist eine wissenschaftliche Hypothese?'),
      [
        T(
          'Una spiegazione provvisoria che si può mettere alla prova | A tentative explanation that can be tested | Eine vorläufige, überprüfbare Erklärung',
        ),
        T('Un fatto dimostrato | A proven fact | Eine bewiesene Tatsache'),
        T('Un’opinione personale | A personal opinion | Eine persönliche Meinung'),
      ],
      0,
      T(
        'Un’ipotesi deve poter essere confermata o smentita dai dati. | A hypothesis must be open to confirmation or refutation by data. | Eine Hypothese muss durch Daten bestätigt oder widerlegt werden können.',
      ),
    ),
    recall(
      T(
        'Che cosa intendeva Karl Popper con «falsificabilità»? | What did Karl Popper mean by “falsifiability”? | Was meinte Karl Popper mit „Falsifizierbarkeit“?',
      ),
      T(
        'Una teoria è scientifica se un’osservazione possibile potrebbe smentirla | A theory is scientific if some possible observation could refute it | Eine Theorie ist wissenschaftlich, wenn eine mögliche Beobachtung sie widerlegen könnte',
      ),
      T(
        '«Tutti i cigni sono bianchi» è smentita da un solo cigno nero. | “All swans are white” is refuted by a single black swan. | „Alle Schwäne sind weiß“ wird durch einen einzigen schwarzen Schwan widerlegt.',
      ),
    ),
    single(
      T('Quale ipotesi è falsificabile? | Which hypothesis is falsifiable? | Welche Hypothese ist falsifizierbar?'),
      [
        T('L’acqua bolle a 100 °C al livello del mare | Water boils at 100 °C at sea level | Wasser siedet auf Meereshöhe bei 100 °C'),
        T(
          'Esistono forze invisibili che non si possono misurare | Invisible forces exist that cannot be measured | Es gibt unsichtbare, nicht messbare Kräfte',
        ),
        T('Tutto accade per una ragione | Everything happens for a reason | Alles geschieht aus einem Grund'),
      ],
      0,
      T('Basta un termometro per metterla alla prova. | A thermometer is enough to test it. | Ein Thermometer genügt, um sie zu prüfen.'),
    ),
  ],
  'metodo-scientifico/2/2': [
    multiple(
      T(
        'In un esperimento, quali sono variabili? | In an experiment, which of these are variables? | Welche davon sind Variablen in einem Experiment?',
      ),
      [
        T(
          'La variabile indipendente, che si cambia | The independent variable, which you change | Die unabhängige Variable, die man verändert',
        ),
        T('La variabile dipendente, che si misura | The dependent variable, which you measure | Die abhängige Variable, die man misst'),
        T(
          'Le variabili controllate, tenute costanti | The controlled variables, kept constant | Die Kontrollvariablen, die konstant bleiben',
        ),
        T('Il titolo della relazione | The report’s title | Der Titel des Berichts'),
      ],
      [0, 1, 2],
      T(
        'Cambiare una sola variabile alla volta permette di attribuirle l’effetto. | Changing one variable at a time lets you attribute the effect to it. | Nur eine Variable zu verändern erlaubt, ihr die Wirkung zuzuschreiben.',
      ),
    ),
    recall(
      T('A che cosa serve un gruppo di controllo? | What is a control group for? | Wozu dient eine Kontrollgruppe?'),
      T(
        'A confrontare: è trattato come gli altri, tranne che per il fattore studiato | For comparison: it is treated like the others except for the factor studied | Zum Vergleich: Sie wird gleich behandelt, nur ohne den untersuchten Faktor',
      ),
      T(
        'Senza confronto non si sa se l’effetto dipende dal fattore. | Without a comparison you cannot tell whether the effect comes from the factor. | Ohne Vergleich weiß man nicht, ob die Wirkung vom Faktor kommt.',
      ),
    ),
    single(
      T('Che cos’è l’effetto placebo? | What is the placebo effect? | Was ist der Placeboeffekt?'),
      [
        T(
          'Un miglioramento dovuto all’aspettativa di una cura, non alla cura | An improvement due to expecting a treatment, not to the treatment | Eine Besserung durch die Erwartung einer Behandlung, nicht durch sie selbst',
        ),
        T('Un effetto collaterale di un farmaco | A drug’s side effect | Eine Nebenwirkung eines Medikaments'),
        T('Un errore di misura | A measurement error | Ein Messfehler'),
      ],
      0,
      T(
        'Per questo i farmaci si provano contro un placebo, spesso «in doppio cieco». | That is why drugs are tested against a placebo, often double-blind. | Deshalb prüft man Medikamente gegen ein Placebo, oft doppelblind.',
      ),
    ),
  ],
  'metodo-scientifico/2/3': [
    single(
      T(
        'Che cosa significa «correlazione non implica causalità»? | What does “correlation does not imply causation” mean? | Was bedeutet „Korrelation ist nicht Kausalität“?',
      ),
      [
        T(
          'Due fenomeni che variano insieme non per forza si causano | Two things that vary together do not necessarily cause each other | Zwei gemeinsam schwankende Größen verursachen sich nicht zwingend',
        ),
        T('Le correlazioni sono sempre false | Correlations are always false | Korrelationen sind immer falsch'),
        T(
          'Ogni causa produce una correlazione perfetta | Every cause gives a perfect correlation | Jede Ursache erzeugt eine perfekte Korrelation',
        ),
      ],
      0,
      T(
        'Gelati e annegamenti crescono insieme d’estate: la causa comune è il caldo. | Ice-cream sales and drownings rise together in summer: the common cause is heat. | Eisverkauf und Badeunfälle steigen im Sommer gemeinsam: Die gemeinsame Ursache ist die Hitze.',
      ),
    ),
    recall(
      T('Che cos’è il rasoio di Occam? | What is Occam’s razor? | Was ist Ockhams Rasiermesser?'),
      T(
        'Tra spiegazioni equivalenti, preferire la più semplice | Among equally good explanations, prefer the simplest | Unter gleich guten Erklärungen die einfachste bevorzugen',
      ),
      T(
        'Non prova nulla: orienta la scelta delle ipotesi da verificare. | It proves nothing: it guides which hypotheses to test first. | Es beweist nichts: Es leitet die Wahl der zu prüfenden Hypothesen.',
      ),
    ),
    short(
      T(
        'Come si chiama il ragionamento che dai casi particolari arriva a una regola generale? | What is reasoning from particular cases to a general rule called? | Wie heißt das Schließen von Einzelfällen auf eine allgemeine Regel?',
      ),
      [
        ['induzione', 'ragionamento induttivo'],
        ['induction', 'inductive reasoning'],
        ['Induktion', 'induktives Denken'],
      ],
      T(
        'La deduzione va invece dal generale al particolare. | Deduction goes the other way, from general to particular. | Die Deduktion geht umgekehrt vom Allgemeinen zum Besonderen.',
      ),
    ),
  ],
  // Il metodo scientifico — Verificare e comunicare
  'metodo-scientifico/3/1': [
    recall(
      T('Che cos’è la revisione tra pari (peer review)? | What is peer review? | Was ist das Peer-Review-Verfahren?'),
      T(
        'La valutazione di un articolo da parte di altri esperti prima della pubblicazione | Other experts assess a paper before it is published | Andere Fachleute begutachten einen Artikel vor der Veröffentlichung',
      ),
      T(
        'Non garantisce la verità, ma filtra molti errori. | It does not guarantee truth, but filters many errors. | Es garantiert keine Wahrheit, filtert aber viele Fehler.',
      ),
    ),
    single(
      T(
        'Perché un esperimento deve essere riproducibile? | Why must an experiment be reproducible? | Warum muss ein Experiment reproduzierbar sein?',
      ),
      [
        T(
          'Perché altri possano verificarne i risultati | So that others can check its results | Damit andere die Ergebnisse überprüfen können',
        ),
        T('Per pubblicarlo più volte | To publish it several times | Um es mehrfach zu veröffentlichen'),
        T('Per renderlo più costoso | To make it more expensive | Um es teurer zu machen'),
      ],
      0,
      T(
        'Un risultato che nessuno riesce a ripetere non è ancora conoscenza affidabile. | A result no one can repeat is not yet reliable knowledge. | Ein Ergebnis, das niemand wiederholen kann, ist noch kein verlässliches Wissen.',
      ),
    ),
    multiple(
      T(
        'Quali sezioni ha di solito un articolo scientifico? | Which sections does a scientific paper usually have? | Welche Abschnitte hat ein wissenschaftlicher Artikel meist?',
      ),
      [
        T('Introduzione | Introduction | Einleitung'),
        T('Metodi | Methods | Methoden'),
        T('Risultati | Results | Ergebnisse'),
        T('Oroscopo | Horoscope | Horoskop'),
      ],
      [0, 1, 2],
      T(
        'Lo schema IMRaD: introduzione, metodi, risultati e discussione. | The IMRaD pattern: introduction, methods, results and discussion. | Das IMRaD-Schema: Einleitung, Methoden, Ergebnisse und Diskussion.',
      ),
    ),
  ],
  'metodo-scientifico/3/2': [
    single(
      T(
        'Che cosa indica la barra d’errore in un grafico? | What does an error bar show on a chart? | Was zeigt ein Fehlerbalken in einem Diagramm?',
      ),
      [
        T('L’incertezza della misura | The uncertainty of the measurement | Die Unsicherheit der Messung'),
        T('Un dato sbagliato da scartare | A wrong value to discard | Einen falschen Wert, den man verwirft'),
        T('Il massimo assoluto | The absolute maximum | Das absolute Maximum'),
      ],
      0,
      T(
        'Più è lunga, meno è precisa la stima. | The longer it is, the less precise the estimate. | Je länger er ist, desto ungenauer die Schätzung.',
      ),
    ),
    numeric(
      T('Qual è la media di 4, 6 e 8? | What is the mean of 4, 6 and 8? | Was ist der Mittelwert von 4, 6 und 8?'),
      6,
      0,
      T('(4 + 6 + 8) / 3 = 6. | (4 + 6 + 8) / 3 = 6. | (4 + 6 + 8) / 3 = 6.'),
    ),
    recall(
      T('Che cos’è la mediana? | What is the median? | Was ist der Median?'),
      T('Il valore centrale dei dati ordinati | The middle value of the sorted data | Der mittlere Wert der geordneten Daten'),
      T(
        'Risente meno della media dei valori estremi. | It is less affected than the mean by extreme values. | Er reagiert weniger als der Mittelwert auf Ausreißer.',
      ),
    ),
  ],
  'metodo-scientifico/3/3': [
    single(
      T(
        'Come si chiama una spiegazione ampia e ben confermata di molti fatti, come l’evoluzione? | What is a broad, well-confirmed explanation of many facts, such as evolution, called? | Wie nennt man eine umfassende, gut bestätigte Erklärung vieler Tatsachen wie die Evolution?',
      ),
      [
        T('Una teoria scientifica | A scientific theory | Eine wissenschaftliche Theorie'),
        T('Un’ipotesi non provata | An unproven guess | Eine unbewiesene Vermutung'),
        T('Un’opinione | An opinion | Eine Meinung'),
      ],
      0,
      T(
        'Nel linguaggio comune «teoria» vuol dire supposizione; nella scienza è il contrario. | In everyday speech “theory” means a guess; in science it is the opposite. | Umgangssprachlich heißt „Theorie“ Vermutung; in der Wissenschaft das Gegenteil.',
      ),
    ),
    multiple(
      T(
        'Quali sono buone pratiche per comunicare un risultato al pubblico? | Which are good practices when telling the public about a result? | Was ist gute Praxis, wenn man der Öffentlichkeit ein Ergebnis vermittelt?',
      ),
      [
        T('Dire quanto è incerto | Saying how uncertain it is | Sagen, wie unsicher es ist'),
        T('Citare la fonte | Citing the source | Die Quelle nennen'),
        T('Esagerare per attirare l’attenzione | Exaggerating to get attention | Übertreiben, um Aufmerksamkeit zu bekommen'),
      ],
      [0, 1],
      T(
        'La fiducia nasce dalla trasparenza, non dall’enfasi. | Trust comes from transparency, not emphasis. | Vertrauen entsteht durch Transparenz, nicht durch Übertreibung.',
      ),
    ),
    recall(
      T('Che cos’è una meta-analisi? | What is a meta-analysis? | Was ist eine Metaanalyse?'),
      T(
        'Uno studio che combina statisticamente i risultati di molti studi sullo stesso tema | A study that statistically combines the results of many studies on one question | Eine Studie, die die Ergebnisse vieler Studien zu einer Frage statistisch zusammenführt',
      ),
      T(
        'Dà una stima più solida di ogni singolo studio. | It gives a sturdier estimate than any single study. | Sie liefert eine belastbarere Schätzung als jede Einzelstudie.',
      ),
    ),
  ],
  // Astronomia per curiosi — Il cielo a occhio nudo
  'astronomia-per-curiosi/1/1': [
    single(
      T('Quale stella indica il nord? | Which star shows north? | Welcher Stern zeigt nach Norden?'),
      [T('La Stella Polare | Polaris, the North Star | Der Polarstern'), T('Sirio | Sirius | Sirius'), T('Vega | Vega | Wega')],
      0,
      T(
        'La Polare è quasi allineata all’asse di rotazione terrestre. | Polaris lies almost on the line of the Earth’s axis. | Der Polarstern liegt fast in der Verlängerung der Erdachse.',
      ),
    ),
    short(
      T(
        'Quale costellazione contiene il «Grande Carro»? | Which constellation contains the “Big Dipper”? | Zu welchem Sternbild gehört der „Große Wagen“?',
      ),
      [
        ['Orsa Maggiore', 'Grande Orsa'],
        ['Ursa Major', 'the Great Bear', 'Great Bear'],
        ['Großer Bär', 'Großer Bär (Ursa Major)'],
      ],
      T(
        'Le sette stelle del Carro sono la parte più visibile dell’Orsa Maggiore. | The seven stars of the Dipper are the brightest part of Ursa Major. | Die sieben Sterne des Wagens sind der hellste Teil des Großen Bären.',
      ),
    ),
    recall(
      T(
        'Perché le stelle sembrano girare nel cielo durante la notte? | Why do the stars seem to turn across the sky at night? | Warum scheinen die Sterne nachts über den Himmel zu wandern?',
      ),
      T('Perché la Terra ruota sul proprio asse | Because the Earth turns on its axis | Weil sich die Erde um ihre Achse dreht'),
      T('Una rotazione completa dura circa 24 ore. | One full turn takes about 24 hours. | Eine volle Drehung dauert etwa 24 Stunden.'),
    ),
  ],
  'astronomia-per-curiosi/1/2': [
    single(
      T('Che cosa causa le fasi lunari? | What causes the phases of the Moon? | Was verursacht die Mondphasen?'),
      [
        T(
          'La posizione della Luna rispetto a Sole e Terra | The Moon’s position relative to the Sun and the Earth | Die Stellung des Mondes zu Sonne und Erde',
        ),
        T('L’ombra della Terra sulla Luna | The Earth’s shadow on the Moon | Der Erdschatten auf dem Mond'),
        T('Le nuvole | Clouds | Wolken'),
      ],
      0,
      T(
        'Vediamo porzioni diverse della metà illuminata; l’ombra della Terra causa le eclissi. | We see different parts of the lit half; the Earth’s shadow causes eclipses. | Wir sehen verschiedene Teile der beleuchteten Hälfte; der Erdschatten verursacht Finsternisse.',
      ),
    ),
    numeric(
      T(
        'Circa quanti giorni dura un ciclo completo di fasi lunari? | About how many days does a full cycle of lunar phases last? | Wie viele Tage dauert ungefähr ein vollständiger Mondphasenzyklus?',
      ),
      29.5,
      0.5,
      T(
        'Il mese sinodico dura circa 29,5 giorni. | The synodic month lasts about 29.5 days. | Der synodische Monat dauert etwa 29,5 Tage.',
      ),
    ),
    recall(
      T('Che cos’è un’eclissi di Luna? | What is a lunar eclipse? | Was ist eine Mondfinsternis?'),
      T(
        'La Luna piena entra nell’ombra della Terra | The full Moon passes into the Earth’s shadow | Der Vollmond tritt in den Erdschatten',
      ),
      T('Può verificarsi solo con la Luna piena. | It can only happen at full Moon. | Sie ist nur bei Vollmond möglich.'),
    ),
  ],
  'astronomia-per-curiosi/1/3': [
    multiple(
      T(
        'Quali pianeti si vedono a occhio nudo? | Which planets can be seen with the naked eye? | Welche Planeten sieht man mit bloßem Auge?',
      ),
      [T('Venere | Venus | Venus'), T('Giove | Jupiter | Jupiter'), T('Saturno | Saturn | Saturn'), T('Nettuno | Neptune | Neptun')],
      [0, 1, 2],
      T(
        'Anche Mercurio e Marte; Nettuno richiede un telescopio. | Mercury and Mars too; Neptune needs a telescope. | Auch Merkur und Mars; Neptun braucht ein Teleskop.',
      ),
    ),
    single(
      T('Che cos’è una «stella cadente»? | What is a “shooting star”? | Was ist eine „Sternschnuppe“?'),
      [
        T(
          'Un piccolo frammento che brucia entrando nell’atmosfera | A small fragment burning up as it enters the atmosphere | Ein kleines Teilchen, das beim Eintritt in die Atmosphäre verglüht',
        ),
        T('Una stella che esplode | An exploding star | Ein explodierender Stern'),
        T('Un satellite | A satellite | Ein Satellit'),
      ],
      0,
      T(
        'Si chiama meteora; le Perseidi di agosto ne sono un esempio. | It is a meteor; August’s Perseids are an example. | Es ist ein Meteor; die Perseiden im August sind ein Beispiel.',
      ),
    ),
    recall(
      T('Perché Venere è detta «stella del mattino»? | Why is Venus called the “morning star”? | Warum heißt die Venus „Morgenstern“?'),
      T(
        'Perché brilla intensamente prima dell’alba (o dopo il tramonto) | Because it shines brightly before dawn (or after sunset) | Weil sie vor Sonnenaufgang (oder nach Sonnenuntergang) hell leuchtet',
      ),
      T(
        'È un pianeta, non una stella: riflette la luce del Sole. | It is a planet, not a star: it reflects sunlight. | Sie ist ein Planet, kein Stern: Sie reflektiert Sonnenlicht.',
      ),
    ),
  ],
  // Astronomia per curiosi — Il sistema solare
  'astronomia-per-curiosi/2/1': [
    numeric(
      T('Quanti pianeti ha il sistema solare? | How many planets does the solar system have? | Wie viele Planeten hat das Sonnensystem?'),
      8,
      0,
      T(
        'Dal 2006 Plutone è classificato come pianeta nano. | Since 2006 Pluto has been classed as a dwarf planet. | Seit 2006 gilt Pluto als Zwergplanet.',
      ),
    ),
    single(
      T('Qual è il pianeta più grande? | Which is the largest planet? | Welcher ist der größte Planet?'),
      [T('Giove | Jupiter | Jupiter'), T('Saturno | Saturn | Saturn'), T('La Terra | Earth | Die Erde')],
      0,
      T(
        'Giove ha una massa maggiore di tutti gli altri pianeti messi insieme. | Jupiter has more mass than all the other planets together. | Jupiter hat mehr Masse als alle anderen Planeten zusammen.',
      ),
    ),
    short(
      T('Qual è il pianeta più vicino al Sole? | Which planet is closest to the Sun? | Welcher Planet ist der Sonne am nächsten?'),
      [['Mercurio'], ['Mercury'], ['Merkur']],
      T(
        'Mercurio compie un’orbita in circa 88 giorni. | Mercury completes an orbit in about 88 days. | Merkur umläuft die Sonne in etwa 88 Tagen.',
      ),
    ),
  ],
  'astronomia-per-curiosi/2/2': [
    numeric(
      T(
        'Circa quanti minuti impiega la luce del Sole ad arrivare sulla Terra? | About how many minutes does sunlight take to reach the Earth? | Etwa wie viele Minuten braucht das Sonnenlicht bis zur Erde?',
      ),
      8,
      1,
      T(
        'Circa 8 minuti e 20 secondi, per 150 milioni di km. | About 8 minutes 20 seconds, over 150 million km. | Etwa 8 Minuten 20 Sekunden für 150 Millionen km.',
      ),
    ),
    recall(
      T('Perché sulla Terra ci sono le stagioni? | Why does the Earth have seasons? | Warum gibt es auf der Erde Jahreszeiten?'),
      T(
        'Per l’inclinazione dell’asse terrestre (circa 23,4°) | Because of the tilt of the Earth’s axis (about 23.4°) | Wegen der Neigung der Erdachse (etwa 23,4°)',
      ),
      T(
        'Non per la distanza dal Sole: a gennaio la Terra è più vicina. | Not the distance to the Sun: the Earth is closest in January. | Nicht wegen der Entfernung: Im Januar ist die Erde der Sonne am nächsten.',
      ),
    ),
    multiple(
      T('Quali sono pianeti gassosi? | Which are gas giants? | Welche sind Gasplaneten?'),
      [T('Giove | Jupiter | Jupiter'), T('Saturno | Saturn | Saturn'), T('Marte | Mars | Mars')],
      [0, 1],
      T(
        'Marte è roccioso come Mercurio, Venere e la Terra. | Mars is rocky, like Mercury, Venus and the Earth. | Mars ist ein Gesteinsplanet wie Merkur, Venus und die Erde.',
      ),
    ),
  ],
  'astronomia-per-curiosi/2/3': [
    single(
      T('Che cos’è la fascia principale degli asteroidi? | Where is the main asteroid belt? | Wo liegt der Hauptgürtel der Asteroiden?'),
      [
        T('Tra Marte e Giove | Between Mars and Jupiter | Zwischen Mars und Jupiter'),
        T('Oltre Nettuno | Beyond Neptune | Jenseits des Neptun'),
        T('Tra la Terra e la Luna | Between the Earth and the Moon | Zwischen Erde und Mond'),
      ],
      0,
      T(
        'Oltre Nettuno si trova invece la fascia di Kuiper. | The Kuiper belt lies beyond Neptune instead. | Jenseits des Neptun liegt der Kuipergürtel.',
      ),
    ),
    recall(
      T('Perché le comete hanno la coda? | Why do comets have tails? | Warum haben Kometen einen Schweif?'),
      T(
        'Avvicinandosi al Sole il ghiaccio sublima e il vento solare spinge gas e polveri | Near the Sun their ice turns to gas and the solar wind pushes gas and dust away | In Sonnennähe verdampft ihr Eis, und der Sonnenwind treibt Gas und Staub fort',
      ),
      T(
        'Per questo la coda punta sempre lontano dal Sole. | That is why the tail always points away from the Sun. | Darum zeigt der Schweif immer von der Sonne weg.',
      ),
    ),
    single(
      T(
        'Quale pianeta ha gli anelli più evidenti? | Which planet has the most striking rings? | Welcher Planet hat die auffälligsten Ringe?',
      ),
      [T('Saturno | Saturn | Saturn'), T('Marte | Mars | Mars'), T('Venere | Venus | Venus')],
      0,
      T(
        'Anche Giove, Urano e Nettuno hanno anelli, ma molto più tenui. | Jupiter, Uranus and Neptune have rings too, but far fainter. | Auch Jupiter, Uranus und Neptun haben Ringe, aber viel schwächere.',
      ),
    ),
  ],
  // Astronomia per curiosi — Oltre la Via Lattea
  'astronomia-per-curiosi/3/1': [
    recall(
      T('Che cos’è un anno luce? | What is a light year? | Was ist ein Lichtjahr?'),
      T(
        'La distanza che la luce percorre in un anno, circa 9.460 miliardi di km | The distance light travels in a year, about 9.46 trillion km | Die Strecke, die Licht in einem Jahr zurücklegt, etwa 9,46 Billionen km',
      ),
      T('È una distanza, non un tempo. | It is a distance, not a time. | Es ist eine Entfernung, keine Zeit.'),
    ),
    single(
      T(
        'Qual è la galassia grande più vicina alla Via Lattea? | Which large galaxy is nearest to the Milky Way? | Welche große Galaxie ist der Milchstraße am nächsten?',
      ),
      [
        T('Andromeda | Andromeda | Andromeda'),
        T('La Grande Nube di Magellano | The Large Magellanic Cloud | Die Große Magellansche Wolke'),
        T('La galassia Sombrero | The Sombrero Galaxy | Die Sombrero-Galaxie'),
      ],
      0,
      T(
        'Andromeda dista circa 2,5 milioni di anni luce; le Nubi di Magellano sono galassie satelliti, più piccole. | Andromeda is about 2.5 million light years away; the Magellanic Clouds are smaller satellite galaxies. | Andromeda ist etwa 2,5 Millionen Lichtjahre entfernt; die Magellanschen Wolken sind kleinere Begleitgalaxien.',
      ),
    ),
    short(
      T('Come si chiama la nostra galassia? | What is our galaxy called? | Wie heißt unsere Galaxie?'),
      [
        ['Via Lattea', 'la Via Lattea'],
        ['Milky Way', 'the Milky Way'],
        ['Milchstraße', 'die Milchstraße'],
      ],
      T(
        'È una galassia a spirale barrata con centinaia di miliardi di stelle. | It is a barred spiral with hundreds of billions of stars. | Sie ist eine Balkenspirale mit Hunderten Milliarden Sternen.',
      ),
    ),
  ],
  'astronomia-per-curiosi/3/2': [
    single(
      T('Che cos’è un buco nero? | What is a black hole? | Was ist ein Schwarzes Loch?'),
      [
        T(
          'Una regione da cui nemmeno la luce può sfuggire | A region from which not even light can escape | Ein Bereich, aus dem nicht einmal Licht entkommt',
        ),
        T('Una stella spenta e fredda | A cold, dead star | Ein erloschener, kalter Stern'),
        T('Un buco nello spazio vuoto | A hole in empty space | Ein Loch im leeren Raum'),
      ],
      0,
      T(
        'Il confine da cui non si torna è l’orizzonte degli eventi. | The boundary of no return is the event horizon. | Die Grenze ohne Wiederkehr ist der Ereignishorizont.',
      ),
    ),
    numeric(
      T(
        'Circa quanti miliardi di anni ha l’universo? | About how many billion years old is the universe? | Etwa wie viele Milliarden Jahre ist das Universum alt?',
      ),
      13.8,
      0.3,
      T(
        'Circa 13,8 miliardi di anni, secondo le misure del fondo cosmico. | About 13.8 billion years, from measurements of the cosmic background. | Etwa 13,8 Milliarden Jahre, nach Messungen der Hintergrundstrahlung.',
      ),
    ),
    recall(
      T('Che cosa scoprì Edwin Hubble nel 1929? | What did Edwin Hubble find in 1929? | Was entdeckte Edwin Hubble 1929?'),
      T(
        'Che le galassie si allontanano tanto più velocemente quanto più sono lontane: l’universo si espande | That galaxies recede faster the farther away they are: the universe is expanding | Dass sich Galaxien umso schneller entfernen, je weiter weg sie sind: Das Universum dehnt sich aus',
      ),
      T('È la legge di Hubble-Lemaître. | It is the Hubble–Lemaître law. | Das ist das Hubble-Lemaître-Gesetz.'),
    ),
  ],
  'astronomia-per-curiosi/3/3': [
    multiple(
      T('Quali sono telescopi spaziali? | Which are space telescopes? | Welche sind Weltraumteleskope?'),
      [T('Hubble | Hubble | Hubble'), T('James Webb | James Webb | James Webb'), T('Arecibo | Arecibo | Arecibo')],
      [0, 1],
      T(
        'Arecibo era un radiotelescopio a terra, a Porto Rico. | Arecibo was a ground-based radio telescope in Puerto Rico. | Arecibo war ein Radioteleskop am Boden in Puerto Rico.',
      ),
    ),
    recall(
      T('Che cos’è un esopianeta? | What is an exoplanet? | Was ist ein Exoplanet?'),
      T(
        'Un pianeta che orbita intorno a una stella diversa dal Sole | A planet orbiting a star other than the Sun | Ein Planet, der einen anderen Stern als die Sonne umkreist',
      ),
      T(
        'Se ne conoscono migliaia, trovati soprattutto con il metodo dei transiti. | Thousands are known, found mostly by the transit method. | Tausende sind bekannt, vor allem mit der Transitmethode entdeckt.',
      ),
    ),
    single(
      T(
        'Che cosa osserva soprattutto il telescopio James Webb? | What does the James Webb telescope mainly observe? | Was beobachtet das James-Webb-Teleskop vor allem?',
      ),
      [
        T('La luce infrarossa | Infrared light | Infrarotlicht'),
        T('I raggi X | X-rays | Röntgenstrahlung'),
        T('Le onde radio | Radio waves | Radiowellen'),
      ],
      0,
      T(
        'L’infrarosso attraversa le polveri e rivela le galassie più lontane. | Infrared passes through dust and reveals the most distant galaxies. | Infrarot durchdringt Staub und zeigt die fernsten Galaxien.',
      ),
    ),
  ],
  // Fogli di calcolo efficaci — Formule essenziali
  'fogli-di-calcolo/1/1': [
    single(
      T('Con quale carattere inizia una formula? | Which character starts a formula? | Mit welchem Zeichen beginnt eine Formel?'),
      [T('= | = | ='), T('# | # | #'), T('@ | @ | @')],
      0,
      T('Senza «=» la cella contiene solo testo. | Without “=” the cell holds plain text. | Ohne „=“ enthält die Zelle nur Text.'),
    ),
    short(
      T(
        'Quale funzione somma un intervallo di celle? (solo il nome) | Which function adds up a range of cells? (name only) | Welche Funktion addiert einen Zellbereich? (nur der Name)',
      ),
      [['SOMMA', 'SUM'], ['SUM'], ['SUMME', 'SUM']],
      T(
        'Ad esempio =SOMMA(A1:A10); il nome cambia con la lingua del programma. | For example =SUM(A1:A10); the name follows the program’s language. | Zum Beispiel =SUMME(A1:A10); der Name folgt der Sprache des Programms.',
      ),
    ),
    numeric(
      T(
        'Se A1 vale 4 e A2 vale 6, quanto fa =A1*A2? | If A1 is 4 and A2 is 6, what is =A1*A2? | Wenn A1 4 und A2 6 ist, was ergibt =A1*A2?',
      ),
      24,
      0,
      T('L’asterisco è la moltiplicazione. | The asterisk multiplies. | Das Sternchen multipliziert.'),
    ),
  ],
  'fogli-di-calcolo/1/2': [
    recall(
      T('Che cosa fa il simbolo $ in $A$1? | What does the $ do in $A$1? | Was bewirkt das $ in $A$1?'),
      T(
        'Blocca colonna e riga: il riferimento resta assoluto quando copi la formula | It locks column and row: the reference stays absolute when the formula is copied | Es fixiert Spalte und Zeile: Der Bezug bleibt beim Kopieren absolut',
      ),
      T(
        '$A1 blocca solo la colonna, A$1 solo la riga. | $A1 locks only the column, A$1 only the row. | $A1 fixiert nur die Spalte, A$1 nur die Zeile.',
      ),
    ),
    single(
      T(
        'Copiando =B1*2 dalla cella C1 alla C2, che formula ottieni? | Copying =B1*2 from C1 to C2, which formula do you get? | Kopiert man =B1*2 von C1 nach C2, welche Formel entsteht?',
      ),
      [T('=B2*2 | =B2*2 | =B2*2'), T('=B1*2 | =B1*2 | =B1*2'), T('=C2*2 | =C2*2 | =C2*2')],
      0,
      T(
        'I riferimenti relativi si spostano con la cella. | Relative references move with the cell. | Relative Bezüge verschieben sich mit der Zelle.',
      ),
    ),
    single(
      T('Quale funzione calcola la media? | Which function calculates the average? | Welche Funktion berechnet den Mittelwert?'),
      [T('MEDIA | AVERAGE | MITTELWERT'), T('CONTA | COUNT | ANZAHL'), T('MAX | MAX | MAX')],
      0,
      T(
        'CONTA conta le celle con numeri; MAX trova il valore più alto. | COUNT counts cells with numbers; MAX finds the highest value. | ANZAHL zählt Zellen mit Zahlen; MAX findet den höchsten Wert.',
      ),
    ),
  ],
  'fogli-di-calcolo/1/3': [
    recall(
      T(
        'Che cosa restituisce =SE(A1>10;"alto";"basso") se A1 vale 7? | What does =IF(A1>10,"high","low") return when A1 is 7? | Was liefert =WENN(A1>10;"hoch";"niedrig"), wenn A1 7 ist?',
      ),
      T('«basso» | “low” | „niedrig“'),
      T(
        'La condizione è falsa, quindi vale il terzo argomento. | The condition is false, so the third argument applies. | Die Bedingung ist falsch, also gilt das dritte Argument.',
      ),
    ),
    single(
      T('Che cosa significa l’errore #DIV/0!? | What does the #DIV/0! error mean? | Was bedeutet der Fehler #DIV/0!?'),
      [
        T(
          'Una divisione per zero o per una cella vuota | A division by zero or by an empty cell | Eine Division durch null oder eine leere Zelle',
        ),
        T('Un nome di funzione sbagliato | A misspelled function name | Ein falsch geschriebener Funktionsname'),
        T('Una colonna troppo stretta | A column too narrow | Eine zu schmale Spalte'),
      ],
      0,
      T(
        'Una colonna troppo stretta mostra invece #####. | A column too narrow shows ##### instead. | Eine zu schmale Spalte zeigt dagegen #####.',
      ),
    ),
    numeric(
      T('Quanto fa =ARROTONDA(3,456;1)? (scrivi il numero) | What is =ROUND(3.456,1)? | Was ergibt =RUNDEN(3,456;1)?'),
      3.5,
      0,
      T('Arrotonda a una cifra decimale: 3,5. | It rounds to one decimal place: 3.5. | Es rundet auf eine Nachkommastelle: 3,5.'),
    ),
  ],
  // Fogli di calcolo efficaci — Tabelle pivot
  'fogli-di-calcolo/2/1': [
    recall(
      T('A che cosa serve una tabella pivot? | What is a pivot table for? | Wozu dient eine Pivot-Tabelle?'),
      T(
        'A riassumere molti dati raggruppandoli e aggregandoli (somme, medie, conteggi) | To summarise many rows by grouping and aggregating them (sums, averages, counts) | Um viele Zeilen zu gruppieren und zusammenzufassen (Summen, Mittelwerte, Anzahlen)',
      ),
      T(
        'Non modifica i dati di origine: li legge. | It does not change the source data: it reads it. | Sie ändert die Quelldaten nicht, sie liest sie.',
      ),
    ),
    multiple(
      T(
        'Quali aree ha di solito una tabella pivot? | Which areas does a pivot table usually have? | Welche Bereiche hat eine Pivot-Tabelle meist?',
      ),
      [T('Righe | Rows | Zeilen'), T('Colonne | Columns | Spalten'), T('Valori | Values | Werte'), T('Macro | Macros | Makros')],
      [0, 1, 2],
      T('Più i filtri; le macro sono un’altra cosa. | Plus filters; macros are something else. | Dazu Filter; Makros sind etwas anderes.'),
    ),
    single(
      T(
        'Come devono essere i dati di origine di una pivot? | How should a pivot table’s source data be laid out? | Wie sollten die Quelldaten einer Pivot-Tabelle aussehen?',
      ),
      [
        T(
          'Una tabella con intestazioni e una riga per record | A table with headers and one row per record | Eine Tabelle mit Überschriften und einer Zeile pro Datensatz',
        ),
        T('Celle unite e subtotali | Merged cells and subtotals | Verbundene Zellen und Zwischensummen'),
        T(
          'Più tabelle sullo stesso foglio senza intestazioni | Several header-less tables on one sheet | Mehrere Tabellen ohne Überschriften auf einem Blatt',
        ),
      ],
      0,
      T(
        'Celle unite e subtotali confondono il raggruppamento. | Merged cells and subtotals confuse the grouping. | Verbundene Zellen und Zwischensummen stören die Gruppierung.',
      ),
    ),
  ],
  'fogli-di-calcolo/2/2': [
    single(
      T(
        'Vuoi il totale delle vendite per regione: che cosa metti in «Righe»? | You want sales totals by region: what goes in “Rows”? | Du willst Umsätze pro Region: Was kommt in „Zeilen“?',
      ),
      [T('Regione | Region | Region'), T('Vendite | Sales | Umsatz'), T('Data | Date | Datum')],
      0,
      T(
        'La regione raggruppa; le vendite vanno in «Valori» come somma. | Region groups; sales go in “Values” as a sum. | Die Region gruppiert; der Umsatz kommt als Summe in „Werte“.',
      ),
    ),
    recall(
      T(
        'Che cosa devi fare dopo aver aggiunto nuove righe ai dati di origine? | What must you do after adding rows to the source data? | Was musst du tun, nachdem du Zeilen zu den Quelldaten hinzugefügt hast?',
      ),
      T('Aggiornare la tabella pivot | Refresh the pivot table | Die Pivot-Tabelle aktualisieren'),
      T(
        'Meglio ancora usare una tabella strutturata che si estende da sola. | Better still, use a structured table that grows by itself. | Besser noch: eine strukturierte Tabelle, die mitwächst.',
      ),
    ),
    single(
      T(
        'Per contare quanti ordini ci sono per cliente, che aggregazione scegli? | To count how many orders each customer placed, which aggregation do you pick? | Um Bestellungen pro Kunde zu zählen, welche Zusammenfassung wählst du?',
      ),
      [T('Conteggio | Count | Anzahl'), T('Somma | Sum | Summe'), T('Media | Average | Mittelwert')],
      0,
      T(
        'Il conteggio conta le righe, non somma gli importi. | Count counts rows; it does not add amounts. | Die Anzahl zählt Zeilen, sie summiert keine Beträge.',
      ),
    ),
  ],
  'fogli-di-calcolo/2/3': [
    multiple(
      T('Quali sono modi per filtrare una pivot? | Which are ways to filter a pivot table? | Wie kann man eine Pivot-Tabelle filtern?'),
      [
        T('L’area Filtri | The Filters area | Der Filterbereich'),
        T('Gli slicer (filtri dati) | Slicers | Datenschnitte'),
        T('Cancellare righe dai dati | Deleting rows from the data | Zeilen aus den Daten löschen'),
      ],
      [0, 1],
      T(
        'Cancellare i dati di origine li perde: i filtri non toccano nulla. | Deleting source rows loses them: filters touch nothing. | Das Löschen verliert Daten; Filter verändern nichts.',
      ),
    ),
    numeric(
      T(
        'Tre vendite da 10, 20 e 30 €: che cosa mostra la pivot con «Media»? | Three sales of 10, 20 and 30 €: what does the pivot show with “Average”? | Drei Verkäufe zu 10, 20 und 30 €: Was zeigt die Pivot mit „Mittelwert“?',
      ),
      20,
      0,
      T('(10 + 20 + 30) / 3 = 20. | (10 + 20 + 30) / 3 = 20. | (10 + 20 + 30) / 3 = 20.'),
    ),
    recall(
      T(
        'Che cos’è un campo calcolato in una pivot? | What is a calculated field in a pivot table? | Was ist ein berechnetes Feld in einer Pivot-Tabelle?',
      ),
      T(
        'Un campo nuovo ottenuto con una formula da altri campi, ad esempio margine = ricavi − costi | A new field computed from others by a formula, such as margin = revenue − cost | Ein neues Feld, per Formel aus anderen berechnet, etwa Marge = Umsatz − Kosten',
      ),
      T(
        'Evita di aggiungere colonne ai dati di origine. | It saves adding columns to the source data. | Es erspart zusätzliche Spalten in den Quelldaten.',
      ),
    ),
  ],
  // Fogli di calcolo efficaci — Grafici che parlano
  'fogli-di-calcolo/3/1': [
    single(
      T(
        'Quale grafico mostra meglio l’andamento nel tempo? | Which chart best shows a trend over time? | Welches Diagramm zeigt einen Verlauf über die Zeit am besten?',
      ),
      [
        T('Il grafico a linee | A line chart | Das Liniendiagramm'),
        T('Il grafico a torta | A pie chart | Das Kreisdiagramm'),
        T('Il grafico a dispersione | A scatter plot | Das Streudiagramm'),
      ],
      0,
      T(
        'La linea collega i punti nell’ordine del tempo. | The line joins the points in time order. | Die Linie verbindet die Punkte in zeitlicher Reihenfolge.',
      ),
    ),
    recall(
      T('Quando è adatto un grafico a torta? | When does a pie chart fit? | Wann passt ein Kreisdiagramm?'),
      T(
        'Per poche parti di un intero che sommano al 100% | For a few parts of a whole adding up to 100% | Für wenige Teile eines Ganzen, die 100 % ergeben',
      ),
      T(
        'Con molte fette le differenze non si leggono: meglio le barre. | With many slices differences are hard to read: use bars. | Bei vielen Stücken sind Unterschiede schwer lesbar: besser Balken.',
      ),
    ),
    single(
      T(
        'Per vedere se due variabili sono legate, che grafico usi? | To see whether two variables are related, which chart do you use? | Um zu sehen, ob zwei Größen zusammenhängen, welches Diagramm nimmst du?',
      ),
      [
        T('A dispersione | A scatter plot | Ein Streudiagramm'),
        T('A torta | A pie chart | Ein Kreisdiagramm'),
        T('Ad area | An area chart | Ein Flächendiagramm'),
      ],
      0,
      T(
        'Ogni punto è una coppia di valori: la forma della nuvola suggerisce la relazione. | Each point is a pair of values: the cloud’s shape suggests the relation. | Jeder Punkt ist ein Wertepaar; die Form der Wolke deutet den Zusammenhang an.',
      ),
    ),
  ],
  'fogli-di-calcolo/3/2': [
    multiple(
      T(
        'Quali scelte rendono un grafico più onesto? | Which choices make a chart more honest? | Welche Entscheidungen machen ein Diagramm ehrlicher?',
      ),
      [
        T('Asse delle barre che parte da zero | A bar axis starting at zero | Eine Balkenachse, die bei null beginnt'),
        T('Titolo e unità di misura | A title and units | Titel und Einheiten'),
        T('Effetti 3D | 3D effects | 3D-Effekte'),
      ],
      [0, 1],
      T('Il 3D distorce le proporzioni. | 3D distorts proportions. | 3D verzerrt die Proportionen.'),
    ),
    recall(
      T(
        'Perché non affidarsi solo al colore per distinguere le serie? | Why not rely on colour alone to tell series apart? | Warum sollte man Reihen nicht nur durch Farbe unterscheiden?',
      ),
      T(
        'Perché chi ha un deficit nella visione dei colori non le distingue: servono anche etichette o forme | Because people with colour-vision deficiency cannot tell them apart: add labels or shapes | Weil Menschen mit Farbsehschwäche sie nicht unterscheiden: Beschriftungen oder Formen ergänzen',
      ),
      T(
        'Circa un uomo su dodici ha un deficit nella visione dei colori. | About one man in twelve has a colour-vision deficiency. | Etwa jeder zwölfte Mann hat eine Farbsehschwäche.',
      ),
    ),
    single(
      T('Che cosa sono i «grafici sparkline»? | What are sparklines? | Was sind Sparklines?'),
      [
        T('Minigrafici dentro una cella | Tiny charts inside a cell | Winzige Diagramme in einer Zelle'),
        T('Grafici animati | Animated charts | Animierte Diagramme'),
        T('Grafici 3D | 3D charts | 3D-Diagramme'),
      ],
      0,
      T(
        'Mostrano l’andamento accanto ai numeri, senza occupare spazio. | They show the trend next to the numbers without taking space. | Sie zeigen den Verlauf neben den Zahlen, ohne Platz zu beanspruchen.',
      ),
    ),
  ],
  'fogli-di-calcolo/3/3': [
    single(
      T(
        'Che cosa dovrebbe dire il titolo di un grafico efficace? | What should an effective chart title say? | Was sollte der Titel eines guten Diagramms sagen?',
      ),
      [
        T(
          'Il messaggio principale, ad esempio «Le vendite raddoppiano in estate» | The main message, e.g. “Sales double in summer” | Die Kernaussage, etwa „Umsatz verdoppelt sich im Sommer“',
        ),
        T('Solo «Grafico 1» | Just “Chart 1” | Nur „Diagramm 1“'),
        T('Il nome del file | The file name | Den Dateinamen'),
      ],
      0,
      T(
        'Un titolo che afferma qualcosa guida la lettura. | A title that states something guides the reader. | Ein aussagekräftiger Titel leitet die Leser.',
      ),
    ),
    short(
      T(
        'Come si chiama la formattazione che colora le celle in base al valore? | What is formatting that colours cells by their value called? | Wie heißt die Formatierung, die Zellen nach ihrem Wert einfärbt?',
      ),
      [['formattazione condizionale'], ['conditional formatting'], ['bedingte Formatierung']],
      T(
        'Utile per far emergere massimi, minimi e soglie. | Useful to make highs, lows and thresholds stand out. | Nützlich, um Höchst-, Tiefstwerte und Schwellen hervorzuheben.',
      ),
    ),
    recall(
      T(
        'Quando è meglio una tabella di un grafico? | When is a table better than a chart? | Wann ist eine Tabelle besser als ein Diagramm?',
      ),
      T(
        'Quando servono i valori esatti o i dati sono pochi | When exact values matter or there are few data | Wenn genaue Werte zählen oder es wenige Daten sind',
      ),
      T(
        'Il grafico mostra forme e tendenze; la tabella i numeri precisi. | A chart shows shapes and trends; a table shows exact numbers. | Ein Diagramm zeigt Formen und Trends, eine Tabelle genaue Zahlen.',
      ),
    ),
  ],
  // Sicurezza digitale di base — Password e autenticazione
  'sicurezza-digitale/1/1': [
    single(
      T('Che cosa rende una password più robusta? | What makes a password stronger? | Was macht ein Passwort stärker?'),
      [
        T('La lunghezza: una frase di più parole | Length: a phrase of several words | Die Länge: ein Satz aus mehreren Wörtern'),
        T('Cambiarla ogni settimana | Changing it every week | Es jede Woche zu ändern'),
        T('Usare il proprio nome con un numero | Your own name with a number | Der eigene Name mit einer Zahl'),
      ],
      0,
      T(
        'Le linee guida NIST privilegiano la lunghezza e sconsigliano i cambi periodici senza motivo. | NIST guidelines favour length and advise against periodic changes without cause. | Die NIST-Richtlinien bevorzugen Länge und raten von grundlosen regelmäßigen Wechseln ab.',
      ),
    ),
    recall(
      T(
        'Perché non riusare la stessa password su più siti? | Why not reuse the same password on several sites? | Warum sollte man dasselbe Passwort nicht auf mehreren Seiten verwenden?',
      ),
      T(
        'Se un sito viene violato, quella password apre anche tutti gli altri account | If one site is breached, that password opens every other account too | Wird eine Seite gehackt, öffnet das Passwort auch alle anderen Konten',
      ),
      T(
        'Un gestore di password ne genera e ricorda una diversa per ogni sito. | A password manager creates and remembers a different one for each site. | Ein Passwortmanager erzeugt und merkt sich für jede Seite ein eigenes.',
      ),
    ),
    short(
      T(
        'Come si chiama l’app che conserva in modo cifrato tutte le tue password? | What is the app that stores all your passwords encrypted called? | Wie heißt die App, die alle Passwörter verschlüsselt speichert?',
      ),
      [['gestore di password', 'password manager'], ['password manager'], ['Passwortmanager', 'Passwort-Manager']],
      T(
        'Ti basta ricordare una sola password principale, lunga e unica. | You only need to remember one long, unique master password. | Man muss sich nur ein langes, einmaliges Hauptpasswort merken.',
      ),
    ),
  ],
  'sicurezza-digitale/1/2': [
    recall(
      T('Che cos’è l’autenticazione a due fattori? | What is two-factor authentication? | Was ist Zwei-Faktor-Authentifizierung?'),
      T(
        'L’accesso richiede due prove diverse, ad esempio la password e un codice dal telefono | Signing in needs two different proofs, such as a password and a code from your phone | Die Anmeldung verlangt zwei verschiedene Nachweise, etwa Passwort und Code vom Telefon',
      ),
      T(
        'Chi ruba la password non basta: serve anche il secondo fattore. | A stolen password is not enough: the second factor is needed too. | Ein gestohlenes Passwort reicht nicht: Der zweite Faktor fehlt.',
      ),
    ),
    multiple(
      T('Quali sono secondi fattori? | Which are second factors? | Welche davon sind zweite Faktoren?'),
      [
        T('Un’app di autenticazione | An authenticator app | Eine Authenticator-App'),
        T('Una chiave di sicurezza fisica | A physical security key | Ein physischer Sicherheitsschlüssel'),
        T('La data di nascita | Your date of birth | Das Geburtsdatum'),
      ],
      [0, 1],
      T(
        'La data di nascita è un dato facile da scoprire, non un fattore. | A birth date is easy to find out, not a factor. | Das Geburtsdatum ist leicht herauszufinden und kein Faktor.',
      ),
    ),
    single(
      T(
        'Quale secondo fattore resiste meglio al phishing? | Which second factor resists phishing best? | Welcher zweite Faktor widersteht Phishing am besten?',
      ),
      [
        T('Una passkey o una chiave di sicurezza | A passkey or security key | Ein Passkey oder Sicherheitsschlüssel'),
        T('Un codice via SMS | A code by text message | Ein Code per SMS'),
        T('Una domanda segreta | A secret question | Eine Sicherheitsfrage'),
      ],
      0,
      T(
        'È legata al sito vero: su un sito falso non funziona. | It is bound to the real site: it does not work on a fake one. | Er ist an die echte Seite gebunden und funktioniert auf einer gefälschten nicht.',
      ),
    ),
  ],
  'sicurezza-digitale/1/3': [
    single(
      T(
        'Che cosa fai se ricevi un codice di accesso che non hai chiesto? | What do you do if you get a sign-in code you did not ask for? | Was tust du, wenn du einen Anmeldecode bekommst, den du nicht angefordert hast?',
      ),
      [
        T(
          'Non lo comunico a nessuno e cambio la password | I share it with no one and change my password | Ich gebe ihn niemandem weiter und ändere mein Passwort',
        ),
        T('Lo inoltro a chi me lo chiede | I pass it to whoever asks for it | Ich gebe ihn dem weiter, der danach fragt'),
        T('Lo ignoro e basta | I just ignore it | Ich ignoriere ihn einfach'),
      ],
      0,
      T(
        'Qualcuno conosce già la tua password: il codice è l’ultima barriera. | Someone already knows your password: the code is the last barrier. | Jemand kennt bereits dein Passwort: Der Code ist die letzte Hürde.',
      ),
    ),
    recall(
      T('Che cos’è una passkey? | What is a passkey? | Was ist ein Passkey?'),
      T(
        'Una credenziale senza password, basata su una coppia di chiavi crittografiche custodita dal dispositivo | A password-less credential based on a cryptographic key pair kept by your device | Eine passwortlose Anmeldung mit einem kryptografischen Schlüsselpaar auf dem Gerät',
      ),
      T(
        'Si sblocca con impronta, volto o PIN del dispositivo. | It is unlocked with the device’s fingerprint, face or PIN. | Sie wird per Fingerabdruck, Gesicht oder Geräte-PIN entsperrt.',
      ),
    ),
    numeric(
      T(
        'Quanti caratteri almeno chiede il NIST per una password scelta dall’utente? | At least how many characters does NIST require for a user-chosen password? | Wie viele Zeichen verlangt NIST mindestens für ein selbst gewähltes Passwort?',
      ),
      8,
      0,
      T(
        'Almeno 8 (15 se è l’unico fattore, nella revisione 4), e i siti devono accettarne almeno 64. | At least 8 (15 when it is the only factor, in revision 4), and sites must accept at least 64. | Mindestens 8 (15, wenn es der einzige Faktor ist, in Revision 4); Seiten müssen mindestens 64 akzeptieren.',
      ),
    ),
  ],
  // Sicurezza digitale di base — Riconoscere il phishing
  'sicurezza-digitale/2/1': [
    multiple(
      T('Quali sono segnali tipici di phishing? | Which are typical signs of phishing? | Welche sind typische Anzeichen für Phishing?'),
      [
        T(
          'Urgenza e minacce («il tuo conto sarà chiuso») | Urgency and threats (“your account will be closed”) | Dringlichkeit und Drohungen („Ihr Konto wird gesperrt“)',
        ),
        T(
          'Un mittente con un dominio simile ma diverso | A sender with a look-alike domain | Ein Absender mit ähnlicher, aber anderer Domain',
        ),
        T('Richiesta di password o codici | A request for passwords or codes | Die Bitte um Passwörter oder Codes'),
        T('Un saluto con il tuo nome | A greeting with your name | Eine Anrede mit deinem Namen'),
      ],
      [0, 1, 2],
      T(
        'Il tuo nome da solo non prova nulla: i truffatori lo conoscono spesso. | Your name alone proves nothing: scammers often know it. | Dein Name allein beweist nichts: Betrüger kennen ihn oft.',
      ),
    ),
    recall(
      T(
        'Come controlli dove porta davvero un link in un’email? | How do you check where a link in an email really leads? | Wie prüfst du, wohin ein Link in einer E-Mail wirklich führt?',
      ),
      T(
        'Passandoci sopra con il mouse (o tenendo premuto sul telefono) per leggere l’indirizzo reale | Hover over it (or long-press on a phone) to read the real address | Mit der Maus darüberfahren (oder am Telefon lange drücken) und die echte Adresse lesen',
      ),
      T(
        'Conta il dominio prima del primo «/»: «banca.example.com» non è «banca.com». | What counts is the domain before the first “/”: “bank.example.com” is not “bank.com”. | Entscheidend ist die Domain vor dem ersten „/“: „bank.example.com“ ist nicht „bank.com“.',
      ),
    ),
    single(
      T(
        'La tua banca ti chiede per email di confermare la password: che cosa fai? | Your bank emails you to confirm your password: what do you do? | Deine Bank bittet per E-Mail, dein Passwort zu bestätigen: Was tust du?',
      ),
      [
        T(
          'Non rispondo e contatto la banca dai canali ufficiali | I do not reply and contact the bank through its official channels | Ich antworte nicht und kontaktiere die Bank über offizielle Wege',
        ),
        T('Rispondo con la password | I reply with my password | Ich antworte mit dem Passwort'),
        T('Clicco il link per verificare | I click the link to check | Ich klicke auf den Link, um es zu prüfen'),
      ],
      0,
      T(
        'Nessuna banca chiede la password per email. | No bank asks for your password by email. | Keine Bank fragt per E-Mail nach dem Passwort.',
      ),
    ),
  ],
  'sicurezza-digitale/2/2': [
    short(
      T('Come si chiama il phishing fatto via SMS? | What is phishing by text message called? | Wie heißt Phishing per SMS?'),
      [['smishing'], ['smishing'], ['Smishing']],
      T('Via telefonata si chiama «vishing». | By phone call it is called “vishing”. | Per Anruf heißt es „Vishing“.'),
    ),
    single(
      T('Che cos’è lo «spear phishing»? | What is spear phishing? | Was ist Spear-Phishing?'),
      [
        T(
          'Un attacco mirato a una persona, con dettagli veri su di lei | An attack aimed at one person, using real details about them | Ein gezielter Angriff auf eine Person mit echten Details über sie',
        ),
        T('Un’email inviata a milioni di persone | An email sent to millions | Eine E-Mail an Millionen'),
        T('Un virus nelle chiavette USB | A virus on USB sticks | Ein Virus auf USB-Sticks'),
      ],
      0,
      T(
        'Più è personale, più è credibile: serve ancora più attenzione. | The more personal it is, the more convincing: it needs even more care. | Je persönlicher, desto glaubwürdiger: umso mehr Vorsicht ist nötig.',
      ),
    ),
    recall(
      T(
        'Hai cliccato un link di phishing e inserito la password: che cosa fai subito? | You clicked a phishing link and typed your password: what do you do at once? | Du hast auf einen Phishing-Link geklickt und dein Passwort eingegeben: Was tust du sofort?',
      ),
      T(
        'Cambio la password (ovunque la usassi), attivo la verifica in due passaggi e avviso il supporto | Change the password (wherever it was used), turn on two-step verification and tell support | Passwort ändern (überall, wo es verwendet wurde), Zwei-Faktor-Anmeldung aktivieren und den Support informieren',
      ),
      T('La velocità limita i danni. | Speed limits the damage. | Schnelligkeit begrenzt den Schaden.'),
    ),
  ],
  'sicurezza-digitale/2/3': [
    single(
      T(
        'Il lucchetto nella barra degli indirizzi garantisce che il sito sia onesto? | Does the padlock in the address bar guarantee the site is honest? | Garantiert das Schloss in der Adressleiste, dass die Seite seriös ist?',
      ),
      [
        T(
          'No: indica solo che la connessione è cifrata | No: it only shows the connection is encrypted | Nein: Es zeigt nur, dass die Verbindung verschlüsselt ist',
        ),
        T('Sì, sempre | Yes, always | Ja, immer'),
        T('Solo sui siti delle banche | Only on bank sites | Nur auf Bankseiten'),
      ],
      0,
      T('Anche i siti di phishing usano HTTPS. | Phishing sites use HTTPS too. | Auch Phishing-Seiten verwenden HTTPS.'),
    ),
    multiple(
      T('Quali abitudini riducono il rischio? | Which habits reduce the risk? | Welche Gewohnheiten verringern das Risiko?'),
      [
        T('Aprire i siti importanti dai segnalibri | Opening important sites from bookmarks | Wichtige Seiten über Lesezeichen öffnen'),
        T('Aggiornare sistema e browser | Updating system and browser | System und Browser aktualisieren'),
        T('Disattivare l’antivirus per velocizzare | Turning off protection for speed | Den Virenschutz für mehr Tempo abschalten'),
      ],
      [0, 1],
      T(
        'Gli aggiornamenti chiudono falle già note agli attaccanti. | Updates close holes attackers already know. | Updates schließen Lücken, die Angreifer bereits kennen.',
      ),
    ),
    recall(
      T(
        'A chi segnali un’email di phishing ricevuta al lavoro? | Whom do you report a phishing email at work to? | Wem meldest du eine Phishing-E-Mail am Arbeitsplatz?',
      ),
      T(
        'Al reparto IT o sicurezza, con lo strumento di segnalazione previsto | To the IT or security team, with the reporting tool provided | Der IT- oder Sicherheitsabteilung, mit dem vorgesehenen Meldewerkzeug',
      ),
      T(
        'Una segnalazione rapida protegge anche i colleghi. | A quick report protects colleagues too. | Eine schnelle Meldung schützt auch Kollegen.',
      ),
    ),
  ],
  // Sicurezza digitale di base — Backup e ripristino
  'sicurezza-digitale/3/1': [
    recall(
      T('Che cosa dice la regola del backup 3-2-1? | What does the 3-2-1 backup rule say? | Was besagt die 3-2-1-Backup-Regel?'),
      T(
        '3 copie dei dati, su 2 supporti diversi, di cui 1 fuori sede | 3 copies of your data, on 2 different media, 1 of them off-site | 3 Kopien der Daten, auf 2 verschiedenen Medien, davon 1 außer Haus',
      ),
      T(
        'Così un guasto, un furto o un incendio non cancellano tutto. | So one failure, theft or fire does not wipe out everything. | So vernichtet ein Defekt, Diebstahl oder Brand nicht alles.',
      ),
    ),
    numeric(
      T(
        'Nella regola 3-2-1, quante copie devono stare fuori sede? | In the 3-2-1 rule, how many copies must be off-site? | Wie viele Kopien müssen bei der 3-2-1-Regel außer Haus liegen?',
      ),
      1,
      0,
      T(
        'Almeno una, ad esempio nel cloud o in un altro edificio. | At least one, for example in the cloud or another building. | Mindestens eine, etwa in der Cloud oder einem anderen Gebäude.',
      ),
    ),
    single(
      T(
        'Perché sincronizzare non basta come backup? | Why is syncing not enough as a backup? | Warum reicht Synchronisieren als Backup nicht?',
      ),
      [
        T(
          'Perché anche una cancellazione o un file cifrato da un ransomware viene sincronizzato | Because a deletion or a ransomware-encrypted file syncs too | Weil auch Löschungen oder von Ransomware verschlüsselte Dateien synchronisiert werden',
        ),
        T('Perché è troppo lento | Because it is too slow | Weil es zu langsam ist'),
        T('Perché costa troppo | Because it costs too much | Weil es zu teuer ist'),
      ],
      0,
      T(
        'Un backup conserva versioni precedenti da cui ripartire. | A backup keeps earlier versions to restore from. | Ein Backup bewahrt frühere Versionen zum Wiederherstellen.',
      ),
    ),
  ],
  'sicurezza-digitale/3/2': [
    single(
      T('Che cos’è un ransomware? | What is ransomware? | Was ist Ransomware?'),
      [
        T(
          'Un malware che cifra i file e chiede un riscatto | Malware that encrypts files and demands a ransom | Schadsoftware, die Dateien verschlüsselt und Lösegeld fordert',
        ),
        T('Un antivirus gratuito | A free antivirus | Ein kostenloser Virenschutz'),
        T('Un tipo di backup | A kind of backup | Eine Art Backup'),
      ],
      0,
      T(
        'Un backup non collegato al computer è la difesa migliore. | A backup not connected to the computer is the best defence. | Ein nicht verbundenes Backup ist die beste Abwehr.',
      ),
    ),
    recall(
      T(
        'Perché tenere un backup scollegato (offline)? | Why keep a disconnected (offline) backup? | Warum ein getrenntes (Offline-)Backup aufbewahren?',
      ),
      T(
        'Perché un attacco al computer non può raggiungerlo né cifrarlo | Because an attack on the computer cannot reach or encrypt it | Weil ein Angriff auf den Computer es weder erreichen noch verschlüsseln kann',
      ),
      T(
        'Un disco collegato di continuo viene cifrato insieme al resto. | A drive that stays plugged in gets encrypted with everything else. | Ein dauerhaft angeschlossenes Laufwerk wird mitverschlüsselt.',
      ),
    ),
    multiple(
      T('Quali dati meritano un backup? | Which data deserve a backup? | Welche Daten verdienen ein Backup?'),
      [
        T('Foto e documenti personali | Personal photos and documents | Persönliche Fotos und Dokumente'),
        T('I file di lavoro | Work files | Arbeitsdateien'),
        T('I programmi che puoi reinstallare | Programs you can reinstall | Programme, die man neu installieren kann'),
      ],
      [0, 1],
      T(
        'I programmi si reinstallano; i tuoi dati non si ricreano. | Programs can be reinstalled; your data cannot be recreated. | Programme lassen sich neu installieren; deine Daten nicht.',
      ),
    ),
  ],
  'sicurezza-digitale/3/3': [
    single(
      T(
        'Come sai che un backup funziona davvero? | How do you know a backup really works? | Woran erkennst du, dass ein Backup wirklich funktioniert?',
      ),
      [
        T('Provando a ripristinare qualche file | By trying to restore some files | Indem man probeweise Dateien wiederherstellt'),
        T('Perché il programma dice «completato» | Because the software says “completed” | Weil das Programm „abgeschlossen“ meldet'),
        T('Dalla dimensione del disco | From the drive’s size | An der Größe des Laufwerks'),
      ],
      0,
      T(
        'Un backup mai provato è solo una speranza. | A backup never tested is only a hope. | Ein nie getestetes Backup ist nur eine Hoffnung.',
      ),
    ),
    short(
      T(
        'Come si chiama il ripristino dei dati da un backup? (una parola) | What is bringing data back from a backup called? (one word) | Wie nennt man das Zurückholen von Daten aus einem Backup? (ein Wort)',
      ),
      [['ripristino'], ['restore', 'restoration', 'recovery'], ['Wiederherstellung']],
      T('Pianifica anche quanto tempo richiede. | Also plan how long it takes. | Plane auch, wie lange es dauert.'),
    ),
    recall(
      T('Ogni quanto fare un backup? | How often should you back up? | Wie oft sollte man ein Backup machen?'),
      T(
        'Tanto spesso quanto il lavoro che accetti di perdere: per molti ogni giorno, in automatico | As often as the work you can afford to lose: for many, daily and automatic | So oft, wie viel Arbeit man höchstens verlieren will: für viele täglich und automatisch',
      ),
      T('L’automazione evita di dimenticarsene. | Automation keeps you from forgetting. | Automatisierung verhindert das Vergessen.'),
    ),
  ],
};
