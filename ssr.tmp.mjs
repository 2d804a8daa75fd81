const mod = await import('/work/main/apps/web/dist-server/entry-server.js');
const r = await fetch('http://127.0.0.1:3000/it-IT');
const html = await r.text();
const preload = JSON.parse(/<script type="application\/json" id="tiles-preload">(.*?)<\/script>/s.exec(html)[1]);
for (const url of ['/it-IT', '/', '/it-IT/catalogo-corsi', '/fr-FR/x', '/it-IT/course/1']) {
  const t = Date.now();
  const out = await mod.renderPage({ url: 'http://127.0.0.1:3000' + url, runtime: { siteId: 'tiles', publicEnv: 'production', buildPollIntervalMs: 0 }, preload });
  console.log(url, Date.now() - t, 'ms', out.type, out.statusCode, out.location ?? '', out.html ? out.html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').slice(0, 200) : '', out.styles?.length);
}
