const row = (name: string, description: string, tiles: { key: string; content: { prefix: string; lines: string[] }[] }[]) => ({
  name,
  description,
  isExpired: false,
  tiles,
});

/** Generic pages, per locale, by path without the locale prefix. */
export const demoPages = [
  {
    path: '/chi-siamo',
    pages: {
      'it-IT': {
        title: 'Chi siamo',
        rows: [
          row('La nostra idea', 'Perché esiste Tiles Learn', [
            { key: 'mission', content: [{ prefix: 'Missione', lines: ['Rendere lo studio onesto e misurabile.'] }] },
            { key: 'values', content: [{ prefix: 'Valori', lines: ['Accessibilità', 'Trasparenza', 'Rispetto del tempo'] }] },
          ]),
        ],
      },
      'en-GB': {
        title: 'About us',
        rows: [
          row('Our idea', 'Why Tiles Learn exists', [
            { key: 'mission', content: [{ prefix: 'Mission', lines: ['Make studying honest and measurable.'] }] },
            { key: 'values', content: [{ prefix: 'Values', lines: ['Accessibility', 'Transparency', 'Respect for time'] }] },
          ]),
        ],
      },
      'de-DE': {
        title: 'Über uns',
        rows: [
          row('Unsere Idee', 'Warum es Tiles Learn gibt', [
            { key: 'mission', content: [{ prefix: 'Mission', lines: ['Lernen ehrlich und messbar machen.'] }] },
            { key: 'values', content: [{ prefix: 'Werte', lines: ['Barrierefreiheit', 'Transparenz', 'Respekt vor der Zeit'] }] },
          ]),
        ],
      },
      'ar-EG': {
        title: 'من نحن',
        rows: [
          row('فكرتنا', 'لماذا يوجد Tiles Learn', [
            { key: 'mission', content: [{ prefix: 'المهمة', lines: ['أن نجعل الدراسة صادقة وقابلة للقياس.'] }] },
            { key: 'values', content: [{ prefix: 'القيم', lines: ['إمكانية الوصول', 'الشفافية', 'احترام الوقت'] }] },
          ]),
        ],
      },
    },
  },
  {
    path: '/accessibilita',
    pages: {
      'it-IT': {
        title: 'Dichiarazione di accessibilità',
        rows: [
          row('Stato di conformità', 'Tiles Learn si impegna a rendere il sito accessibile secondo le WCAG 2.2, livello AA.', [
            {
              key: 'status',
              content: [
                { prefix: 'Conformità', lines: ['Parzialmente conforme alle WCAG 2.2 AA: le parti non conformi sono elencate sotto.'] },
              ],
            },
            {
              key: 'scope',
              content: [
                {
                  prefix: 'Ambito',
                  lines: ['Tutte le pagine del sito: catalogo, corsi, sessioni, profilo, ripasso, account e modalità amministratore.'],
                },
              ],
            },
          ]),
          row('Contenuti non accessibili', 'Cosa sappiamo che non è ancora conforme, e perché', [
            {
              key: 'manual',
              content: [
                {
                  prefix: 'Verifiche manuali',
                  lines: [
                    'Il 26 novembre 2026 abbiamo percorso a mano, con il lettore di schermo Orca su Chromium e con la sola tastiera, le pagine del visitatore, del corsista e il compositore delle notifiche; ciò che non andava è stato corretto. Non ancora verificati a mano: NVDA e VoiceOver, il lettore video, le pagine di registrazione e recupero della password e le bozze della modalità amministratore con il lettore di schermo.',
                  ],
                },
              ],
            },
            {
              key: 'video',
              content: [{ prefix: 'Video', lines: ['Il video di benvenuto dei corsi dimostrativi non ha sottotitoli né trascrizione.'] }],
            },
            {
              key: 'rtl',
              content: [
                {
                  prefix: 'Contenuti in arabo',
                  lines: [
                    'L’interfaccia è tradotta in arabo; i corsi non ancora tradotti appaiono in italiano, marcati con la loro lingua perché i lettori di schermo li leggano con la voce giusta.',
                  ],
                },
              ],
            },
          ]),
          row('Come è stata valutata', 'Metodo e data della valutazione', [
            {
              key: 'method',
              content: [
                {
                  prefix: 'Metodo',
                  lines: [
                    'Autovalutazione con test automatici a ogni modifica: axe-core (WCAG 2.0, 2.1 e 2.2, livelli A e AA) su ogni tipo di pagina, in tema chiaro e scuro, a 390 e 1280 px, anche in arabo (da destra a sinistra); contrasto 3:1 dei controlli (1.4.11); bersagli di almeno 24 × 24 px (2.5.8); reflow a 320 px, testo ingrandito al 200 % e spaziatura del testo (1.4.10, 1.4.4, 1.4.12); scorciatoie da tastiera solo nel loro riquadro (2.1.4); focus visibile con i colori forzati; nessuna animazione con il movimento ridotto.',
                  ],
                },
              ],
            },
            {
              key: 'date',
              content: [
                {
                  prefix: 'Data',
                  lines: ['Dichiarazione redatta il 25 novembre 2026, ultima valutazione il 26 novembre 2026; rivista a ogni rilascio.'],
                },
              ],
            },
          ]),
          row('Segnala una barriera', 'Come dirci cosa non funziona', [
            {
              key: 'feedback',
              content: [
                {
                  prefix: 'Feedback',
                  lines: [
                    'Usa il link «Segnala una barriera» in fondo a ogni pagina: la segnalazione arriva agli amministratori come notifica.',
                    'Rispondiamo entro 30 giorni se ci lasci un recapito.',
                  ],
                },
              ],
            },
            {
              key: 'enforcement',
              content: [
                {
                  prefix: 'Procedura di attuazione',
                  lines: ['Se la risposta non è soddisfacente puoi rivolgerti all’AgID (Agenzia per l’Italia Digitale).'],
                },
              ],
            },
          ]),
        ],
      },
      'en-GB': {
        title: 'Accessibility statement',
        rows: [
          row('Compliance status', 'Tiles Learn is committed to making its site accessible under WCAG 2.2, level AA.', [
            {
              key: 'status',
              content: [
                { prefix: 'Compliance', lines: ['Partially compliant with WCAG 2.2 AA: the parts that are not are listed below.'] },
              ],
            },
            {
              key: 'scope',
              content: [
                {
                  prefix: 'Scope',
                  lines: ['Every page of the site: catalogue, courses, sessions, profile, review, account and admin mode.'],
                },
              ],
            },
          ]),
          row('Non-accessible content', 'What we know does not conform yet, and why', [
            {
              key: 'manual',
              content: [
                {
                  prefix: 'Manual checks',
                  lines: [
                    'On 26 November 2026 we walked the visitor’s and the learner’s pages and the notification composer by hand, with the Orca screen reader on Chromium and with the keyboard alone; what failed was mended. Not yet checked by hand: NVDA and VoiceOver, the video player, the sign-up and password recovery pages and admin mode’s drafts with a screen reader.',
                  ],
                },
              ],
            },
            { key: 'video', content: [{ prefix: 'Video', lines: ['The demo courses’ welcome video has no captions or transcript.'] }] },
            {
              key: 'rtl',
              content: [
                {
                  prefix: 'Content in Arabic',
                  lines: [
                    'The interface is translated into Arabic; courses not translated yet appear in Italian, marked with their language so screen readers read them in the right voice.',
                  ],
                },
              ],
            },
          ]),
          row('How it was evaluated', 'Method and date of the evaluation', [
            {
              key: 'method',
              content: [
                {
                  prefix: 'Method',
                  lines: [
                    'Self-assessment with automated tests on every change: axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA) on every kind of page, in the light and the dark theme, at 390 and 1280 px, in Arabic (right to left) too; 3:1 contrast of controls (1.4.11); targets of at least 24 × 24 px (2.5.8); reflow at 320 px, text at 200 % and text spacing (1.4.10, 1.4.4, 1.4.12); keyboard shortcuts only inside their card (2.1.4); focus visible with forced colours; no animation with reduced motion.',
                  ],
                },
              ],
            },
            {
              key: 'date',
              content: [
                {
                  prefix: 'Date',
                  lines: ['Statement prepared on 25 November 2026, last evaluated on 26 November 2026; reviewed at every release.'],
                },
              ],
            },
          ]),
          row('Report a barrier', 'How to tell us what does not work', [
            {
              key: 'feedback',
              content: [
                {
                  prefix: 'Feedback',
                  lines: [
                    'Use the “Report a barrier” link at the foot of every page: the report reaches the administrators as a notification.',
                    'We answer within 30 days if you leave a way to reach you.',
                  ],
                },
              ],
            },
            {
              key: 'enforcement',
              content: [
                {
                  prefix: 'Enforcement procedure',
                  lines: ['If the answer does not satisfy you, you can turn to AgID (Agenzia per l’Italia Digitale).'],
                },
              ],
            },
          ]),
        ],
      },
      'de-DE': {
        title: 'Erklärung zur Barrierefreiheit',
        rows: [
          row('Stand der Vereinbarkeit', 'Tiles Learn bemüht sich, die Website nach WCAG 2.2, Stufe AA, barrierefrei zu machen.', [
            {
              key: 'status',
              content: [
                { prefix: 'Vereinbarkeit', lines: ['Teilweise vereinbar mit WCAG 2.2 AA: Die nicht vereinbaren Teile stehen unten.'] },
              ],
            },
            {
              key: 'scope',
              content: [
                {
                  prefix: 'Geltungsbereich',
                  lines: ['Alle Seiten der Website: Katalog, Kurse, Lektionen, Profil, Wiederholung, Konto und Admin-Modus.'],
                },
              ],
            },
          ]),
          row('Nicht barrierefreie Inhalte', 'Was noch nicht vereinbar ist, und warum', [
            {
              key: 'manual',
              content: [
                {
                  prefix: 'Manuelle Prüfungen',
                  lines: [
                    'Am 26. November 2026 haben wir die Seiten für Besucher und Lernende sowie das Verfassen von Benachrichtigungen von Hand durchlaufen, mit dem Screenreader Orca in Chromium und nur mit der Tastatur; was nicht funktionierte, wurde behoben. Noch nicht von Hand geprüft: NVDA und VoiceOver, der Videoplayer, Registrierung und Passwort-Wiederherstellung sowie die Entwürfe im Administrationsmodus mit Screenreader.',
                  ],
                },
              ],
            },
            {
              key: 'video',
              content: [{ prefix: 'Video', lines: ['Das Willkommensvideo der Demo-Kurse hat weder Untertitel noch Transkript.'] }],
            },
            {
              key: 'rtl',
              content: [
                {
                  prefix: 'Inhalte auf Arabisch',
                  lines: [
                    'Die Oberfläche ist ins Arabische übersetzt; noch nicht übersetzte Kurse erscheinen auf Italienisch, mit ihrer Sprache ausgezeichnet, damit Screenreader sie mit der richtigen Stimme lesen.',
                  ],
                },
              ],
            },
          ]),
          row('Wie sie bewertet wurde', 'Methode und Datum der Bewertung', [
            {
              key: 'method',
              content: [
                {
                  prefix: 'Methode',
                  lines: [
                    'Selbstbewertung mit automatischen Tests bei jeder Änderung: axe-core (WCAG 2.0, 2.1 und 2.2, Stufen A und AA) auf jeder Art von Seite, im hellen und dunklen Farbschema, bei 390 und 1280 px, auch auf Arabisch (von rechts nach links); Kontrast 3:1 der Bedienelemente (1.4.11); Zielgrößen von mindestens 24 × 24 px (2.5.8); Umbruch bei 320 px, Text auf 200 % und Textabstände (1.4.10, 1.4.4, 1.4.12); Tastenkürzel nur innerhalb ihrer Karte (2.1.4); sichtbarer Fokus mit erzwungenen Farben; keine Animation bei reduzierter Bewegung.',
                  ],
                },
              ],
            },
            {
              key: 'date',
              content: [
                {
                  prefix: 'Datum',
                  lines: ['Erklärung erstellt am 25. November 2026, zuletzt bewertet am 26. November 2026; bei jeder Version überprüft.'],
                },
              ],
            },
          ]),
          row('Eine Barriere melden', 'Wie du uns sagst, was nicht funktioniert', [
            {
              key: 'feedback',
              content: [
                {
                  prefix: 'Feedback',
                  lines: [
                    'Nutze den Link „Eine Barriere melden“ unten auf jeder Seite: Die Meldung erreicht die Administratoren als Benachrichtigung.',
                    'Wir antworten innerhalb von 30 Tagen, wenn du eine Kontaktmöglichkeit hinterlässt.',
                  ],
                },
              ],
            },
            {
              key: 'enforcement',
              content: [
                {
                  prefix: 'Durchsetzungsverfahren',
                  lines: [
                    'Wenn dich die Antwort nicht zufriedenstellt, kannst du dich an die AgID (Agenzia per l’Italia Digitale) wenden.',
                  ],
                },
              ],
            },
          ]),
        ],
      },
      'ar-EG': {
        title: 'بيان إمكانية الوصول',
        rows: [
          row('حالة التوافق', 'يلتزم Tiles Learn بجعل موقعه متاحًا وفق إرشادات WCAG 2.2، المستوى AA.', [
            {
              key: 'status',
              content: [{ prefix: 'التوافق', lines: ['متوافق جزئيًا مع WCAG 2.2 AA: الأجزاء غير المتوافقة مذكورة أدناه.'] }],
            },
            {
              key: 'scope',
              content: [
                {
                  prefix: 'النطاق',
                  lines: ['كل صفحات الموقع: الدليل، والدورات، والجلسات، والملف الشخصي، والمراجعة، والحساب، ووضع المسؤول.'],
                },
              ],
            },
          ]),
          row('محتوى غير متاح', 'ما نعرف أنه غير متوافق بعد، ولماذا', [
            {
              key: 'manual',
              content: [
                {
                  prefix: 'الفحوص اليدوية',
                  lines: [
                    'في ٢٦ نوفمبر ٢٠٢٦ فحصنا يدويًا صفحات الزائر والمتعلّم ومحرّر الإشعارات بقارئ الشاشة Orca على Chromium وبلوحة المفاتيح وحدها، وأصلحنا ما لم يعمل. لم يُفحص يدويًا بعد: NVDA وVoiceOver ومشغّل الفيديو وصفحات التسجيل واستعادة كلمة المرور ومسودات وضع الإدارة بقارئ الشاشة.',
                  ],
                },
              ],
            },
            { key: 'video', content: [{ prefix: 'الفيديو', lines: ['فيديو الترحيب في الدورات التجريبية بلا ترجمة مكتوبة ولا نص.'] }] },
            {
              key: 'rtl',
              content: [
                {
                  prefix: 'المحتوى بالعربية',
                  lines: [
                    'الواجهة مترجمة إلى العربية؛ تظهر الدورات غير المترجمة بعد بالإيطالية، مع تعليمها بلغتها كي تقرأها قارئات الشاشة بالصوت الصحيح.',
                  ],
                },
              ],
            },
          ]),
          row('كيف قُيّم', 'طريقة التقييم وتاريخه', [
            {
              key: 'method',
              content: [
                {
                  prefix: 'الطريقة',
                  lines: [
                    'تقييم ذاتي باختبارات آلية عند كل تغيير: axe-core (WCAG 2.0 و2.1 و2.2، المستويان A وAA) على كل نوع من الصفحات، في المظهرين الفاتح والداكن، بعرض ٣٩٠ و١٢٨٠ بكسل، وبالعربية (من اليمين إلى اليسار) أيضًا؛ تباين 3:1 لعناصر التحكم (1.4.11)؛ أهداف لا تقل عن ٢٤ × ٢٤ بكسل (2.5.8)؛ إعادة التدفق بعرض ٣٢٠ بكسل وتكبير النص إلى ٢٠٠٪ وتباعد النص (1.4.10 و1.4.4 و1.4.12)؛ واختصارات لوحة المفاتيح داخل بطاقتها فقط (2.1.4)؛ تركيز ظاهر مع الألوان المفروضة؛ ولا حركة مع تقليل الحركة.',
                  ],
                },
              ],
            },
            {
              key: 'date',
              content: [
                {
                  prefix: 'التاريخ',
                  lines: ['أُعدّ البيان في ٢٥ نوفمبر ٢٠٢٦، وآخر تقييم في ٢٦ نوفمبر ٢٠٢٦؛ ويُراجع مع كل إصدار.'],
                },
              ],
            },
          ]),
          row('الإبلاغ عن عائق', 'كيف تخبرنا بما لا يعمل', [
            {
              key: 'feedback',
              content: [
                {
                  prefix: 'الملاحظات',
                  lines: [
                    'استخدم رابط «الإبلاغ عن عائق» أسفل كل صفحة: يصل البلاغ إلى المسؤولين كإشعار.',
                    'نرد خلال ٣٠ يومًا إذا تركت لنا وسيلة للتواصل معك.',
                  ],
                },
              ],
            },
            {
              key: 'enforcement',
              content: [
                {
                  prefix: 'إجراء الإنفاذ',
                  lines: ['إذا لم يرضك الرد، يمكنك التوجه إلى AgID (الوكالة الإيطالية للرقمنة).'],
                },
              ],
            },
          ]),
        ],
      },
    },
  },
  {
    path: '/pf/privacy',
    pages: {
      'it-IT': {
        title: 'Privacy',
        rows: [
          row('I tuoi dati', 'Cosa raccogliamo e perché', [
            { key: 'study-time', content: [{ prefix: 'Tempo di studio', lines: ['Solo il tempo attivo, per le tue statistiche.'] }] },
          ]),
        ],
      },
      'en-GB': {
        title: 'Privacy',
        rows: [
          row('Your data', 'What we collect and why', [
            { key: 'study-time', content: [{ prefix: 'Study time', lines: ['Only active time, for your statistics.'] }] },
          ]),
        ],
      },
      'de-DE': {
        title: 'Datenschutz',
        rows: [
          row('Deine Daten', 'Was wir erfassen und warum', [
            { key: 'study-time', content: [{ prefix: 'Lernzeit', lines: ['Nur aktive Zeit, für deine Statistiken.'] }] },
          ]),
        ],
      },
      'ar-EG': {
        title: 'الخصوصية',
        rows: [
          row('بياناتك', 'ما نجمعه ولماذا', [
            { key: 'study-time', content: [{ prefix: 'وقت الدراسة', lines: ['الوقت النشط فقط، من أجل إحصاءاتك.'] }] },
          ]),
        ],
      },
    },
  },
];

/** One internal and one external redirect. */
export const demoRouteRules = [
  { path: '/chi-siamo-vecchio', location: '/{locale}/chi-siamo', status: 301 },
  { path: '/guida-esterna', location: 'https://example.org/tiles-learn-guide', status: 302 },
];
