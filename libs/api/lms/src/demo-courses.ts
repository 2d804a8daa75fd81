import type { ContentBlock } from '@tiles/contracts-courses';
import type { Translations } from '@tiles/api-platform/db/columns';

type Three = [it: string, en: string, de: string];
const t = ([it, en, de]: Three): Translations => ({ 'it-IT': it, 'en-GB': en, 'de-DE': de });

type DemoCourse = {
  slug: string;
  categoryId: string;
  titles: Three;
  descriptions: Three;
  modules: [Three, Three, Three];
  published: boolean;
  expiresAt: Date | null;
};

/** Eight courses in four categories: one expired, one unpublished. */
const courses: DemoCourse[] = [
  {
    slug: 'roma-antica',
    categoryId: 'cat-history',
    titles: [
      'Roma antica: dalla fondazione all’impero',
      'Ancient Rome: from foundation to empire',
      'Das antike Rom: von der Gründung zum Kaiserreich',
    ],
    descriptions: [
      'Otto secoli di storia romana raccontati attraverso istituzioni, guerre e vita quotidiana.',
      'Eight centuries of Roman history told through institutions, wars and everyday life.',
      'Acht Jahrhunderte römischer Geschichte: Institutionen, Kriege und Alltag.',
    ],
    modules: [
      ['La monarchia e le origini', 'The kingdom and its origins', 'Königszeit und Ursprünge'],
      ['La repubblica', 'The republic', 'Die Republik'],
      ['L’impero', 'The empire', 'Das Kaiserreich'],
    ],
    published: true,
    expiresAt: null,
  },
  {
    slug: 'rinascimento-italiano',
    categoryId: 'cat-history',
    titles: ['Il Rinascimento italiano', 'The Italian Renaissance', 'Die italienische Renaissance'],
    descriptions: [
      'Arte, scienza e potere nelle corti italiane tra Quattrocento e Cinquecento.',
      'Art, science and power in the Italian courts of the fifteenth and sixteenth centuries.',
      'Kunst, Wissenschaft und Macht an den italienischen Höfen des 15. und 16. Jahrhunderts.',
    ],
    modules: [
      ['Firenze e i Medici', 'Florence and the Medici', 'Florenz und die Medici'],
      ['Artisti e botteghe', 'Artists and workshops', 'Künstler und Werkstätten'],
      ['Scienza e invenzioni', 'Science and inventions', 'Wissenschaft und Erfindungen'],
    ],
    published: true,
    expiresAt: null,
  },
  {
    slug: 'inglese-per-il-lavoro',
    categoryId: 'cat-languages',
    titles: ['Inglese per il lavoro', 'English for work', 'Englisch für den Beruf'],
    descriptions: [
      'Email, riunioni e presentazioni: l’inglese che serve in ufficio.',
      'Emails, meetings and presentations: the English you need at the office.',
      'E-Mails, Meetings und Präsentationen: das Englisch fürs Büro.',
    ],
    modules: [
      ['Scrivere email chiare', 'Writing clear emails', 'Klare E-Mails schreiben'],
      ['Partecipare alle riunioni', 'Taking part in meetings', 'An Meetings teilnehmen'],
      ['Presentare un progetto', 'Presenting a project', 'Ein Projekt präsentieren'],
    ],
    published: true,
    expiresAt: null,
  },
  {
    slug: 'tedesco-primi-passi',
    categoryId: 'cat-languages',
    titles: ['Tedesco: primi passi', 'German: first steps', 'Deutsch: erste Schritte'],
    descriptions: [
      'Presentarsi, chiedere indicazioni e ordinare al ristorante in tedesco.',
      'Introducing yourself, asking the way and ordering at a restaurant in German.',
      'Sich vorstellen, nach dem Weg fragen und im Restaurant bestellen.',
    ],
    modules: [
      ['Saluti e presentazioni', 'Greetings and introductions', 'Begrüßungen und Vorstellungen'],
      ['In città', 'In town', 'In der Stadt'],
      ['Al ristorante', 'At the restaurant', 'Im Restaurant'],
    ],
    published: true,
    expiresAt: null,
  },
  {
    slug: 'metodo-scientifico',
    categoryId: 'cat-science',
    titles: ['Il metodo scientifico', 'The scientific method', 'Die wissenschaftliche Methode'],
    descriptions: [
      'Da Galileo ai giorni nostri: osservare, ipotizzare, verificare.',
      'From Galileo to today: observe, hypothesise, test.',
      'Von Galilei bis heute: beobachten, Hypothesen bilden, prüfen.',
    ],
    modules: [
      ['Osservare', 'Observing', 'Beobachten'],
      ['Formulare ipotesi', 'Forming hypotheses', 'Hypothesen bilden'],
      ['Verificare e comunicare', 'Testing and communicating', 'Prüfen und kommunizieren'],
    ],
    published: true,
    expiresAt: null,
  },
  {
    slug: 'astronomia-per-curiosi',
    categoryId: 'cat-science',
    titles: ['Astronomia per curiosi', 'Astronomy for the curious', 'Astronomie für Neugierige'],
    descriptions: [
      'Stelle, pianeti e galassie spiegati senza formule. Edizione 2025.',
      'Stars, planets and galaxies explained without formulas. 2025 edition.',
      'Sterne, Planeten und Galaxien ohne Formeln erklärt. Ausgabe 2025.',
    ],
    modules: [
      ['Il cielo a occhio nudo', 'The naked-eye sky', 'Der Himmel mit bloßem Auge'],
      ['Il sistema solare', 'The solar system', 'Das Sonnensystem'],
      ['Oltre la Via Lattea', 'Beyond the Milky Way', 'Jenseits der Milchstraße'],
    ],
    published: true,
    expiresAt: new Date('2025-12-31T23:59:59Z'),
  },
  {
    slug: 'fogli-di-calcolo',
    categoryId: 'cat-digital',
    titles: ['Fogli di calcolo efficaci', 'Effective spreadsheets', 'Effektive Tabellenkalkulation'],
    descriptions: [
      'Formule, tabelle pivot e grafici per decidere con i dati.',
      'Formulas, pivot tables and charts to decide with data.',
      'Formeln, Pivot-Tabellen und Diagramme für datenbasierte Entscheidungen.',
    ],
    modules: [
      ['Formule essenziali', 'Essential formulas', 'Grundlegende Formeln'],
      ['Tabelle pivot', 'Pivot tables', 'Pivot-Tabellen'],
      ['Grafici che parlano', 'Charts that speak', 'Aussagekräftige Diagramme'],
    ],
    published: true,
    expiresAt: null,
  },
  {
    slug: 'sicurezza-digitale',
    categoryId: 'cat-digital',
    titles: ['Sicurezza digitale di base', 'Basic digital security', 'Grundlagen der digitalen Sicherheit'],
    descriptions: [
      'Password, phishing e backup: proteggere dati e identità. In preparazione.',
      'Passwords, phishing and backups: protecting data and identity. In preparation.',
      'Passwörter, Phishing und Backups: Daten und Identität schützen. In Vorbereitung.',
    ],
    modules: [
      ['Password e autenticazione', 'Passwords and authentication', 'Passwörter und Authentifizierung'],
      ['Riconoscere il phishing', 'Spotting phishing', 'Phishing erkennen'],
      ['Backup e ripristino', 'Backup and recovery', 'Sicherung und Wiederherstellung'],
    ],
    published: false,
    expiresAt: null,
  },
];

const sessionKinds: Three[] = [
  ['Introduzione', 'Introduction', 'Einführung'],
  ['Approfondimento', 'In depth', 'Vertiefung'],
  ['Ripasso ed esercizi', 'Review and practice', 'Wiederholung und Übungen'],
];

const durations = ['12m', '18m 30s', '25m', '15m', '22m', '9m 45s', '30m', '14m', '20m', '1h 5m', '16m 20s', '27m', '11m'];

const blocks = (locale: 0 | 1 | 2, course: string, module: string, kind: string): ContentBlock[] => {
  const text: [Three, Three, Three, Three] = [
    [`${kind}: ${module}`, `${kind}: ${module}`, `${kind}: ${module}`],
    [
      `In questa lezione del corso «${course}» esploriamo ${module.toLowerCase()} con esempi concreti e domande guida.`,
      `In this session of “${course}” we explore ${module.toLowerCase()} through concrete examples and guiding questions.`,
      `In dieser Lektion von „${course}“ erkunden wir ${module} mit konkreten Beispielen und Leitfragen.`,
    ],
    [
      'Prenditi il tempo che ti serve: il tempo di studio conta solo quando la pagina è davvero davanti a te.',
      'Take the time you need: study time only counts while the page is really in front of you.',
      'Nimm dir die Zeit, die du brauchst: Lernzeit zählt nur, solange die Seite wirklich vor dir liegt.',
    ],
    [
      'Alla fine, riassumi in tre frasi ciò che hai imparato.',
      'At the end, sum up what you learned in three sentences.',
      'Fasse am Ende in drei Sätzen zusammen, was du gelernt hast.',
    ],
  ];
  const objectives: [Three, Three, Three] = [
    ['Riconoscere i concetti chiave', 'Recognise the key ideas', 'Die Kernideen erkennen'],
    ['Collegarli a esempi reali', 'Link them to real examples', 'Sie mit echten Beispielen verbinden'],
    ['Spiegarli con parole tue', 'Explain them in your own words', 'Sie in eigenen Worten erklären'],
  ];
  return [
    { type: 'heading', text: text[0][locale] },
    { type: 'paragraph', text: text[1][locale] },
    { type: 'list', items: objectives.map((objective) => objective[locale]) },
    { type: 'quote', text: text[2][locale], source: 'Tiles Learn' },
    { type: 'paragraph', text: text[3][locale] },
  ];
};

export const demoCourses = courses.map((course, courseIndex) => ({
  slug: course.slug,
  categoryId: course.categoryId,
  cover: `/covers/${course.slug}.svg`,
  titles: t(course.titles),
  descriptions: t(course.descriptions),
  published: course.published,
  expiresAt: course.expiresAt,
  position: courseIndex,
  modules: course.modules.map((module, moduleIndex) => ({
    number: moduleIndex + 1,
    titles: t(module),
    sessions: sessionKinds.map((kind, sessionIndex) => {
      const localized = [0, 1, 2].map((locale) => `${module[locale as 0 | 1 | 2]} · ${kind[locale as 0 | 1 | 2]}`) as Three;
      const content = Object.fromEntries(
        (['it-IT', 'en-GB', 'de-DE'] as const).map((code, locale) => [
          code,
          blocks(locale as 0 | 1 | 2, course.titles[locale as 0 | 1 | 2], module[locale as 0 | 1 | 2], kind[locale as 0 | 1 | 2]),
        ]),
      );
      const first = moduleIndex === 0 && sessionIndex === 0;
      return {
        number: sessionIndex + 1,
        titles: t(localized),
        content,
        duration: durations[(courseIndex * 5 + moduleIndex * 3 + sessionIndex) % durations.length]!,
        // Every course opens with the welcome video; every review session comes with a summary sheet.
        video: first
          ? {
              src: '/media/welcome.webm',
              titles: t(['Benvenuto nel corso', 'Welcome to the course', 'Willkommen im Kurs']),
              poster: `/covers/${course.slug}.svg`,
            }
          : null,
        material:
          sessionIndex === 2
            ? {
                titles: t(['Scheda di ripasso', 'Review sheet', 'Wiederholungsblatt']),
                fileName: `${course.slug}-modulo-${moduleIndex + 1}.txt`,
                bodies: t([
                  `${course.titles[0]} — ${module[0]}\n\n1. Riconosci i concetti chiave.\n2. Collegali a esempi reali.\n3. Spiegali con parole tue.\n`,
                  `${course.titles[1]} — ${module[1]}\n\n1. Recognise the key ideas.\n2. Link them to real examples.\n3. Explain them in your own words.\n`,
                  `${course.titles[2]} — ${module[2]}\n\n1. Die Kernideen erkennen.\n2. Mit echten Beispielen verbinden.\n3. In eigenen Worten erklären.\n`,
                ]),
              }
            : null,
      };
    }),
  })),
}));
