// Starts the app once the server-rendered page has painted: its code then never competes with what the learner
// sees first. The entry is named by the script tag the build wrote (data-entry).
const script = document.querySelector('script[data-entry]');
const start = () => import(script.dataset.entry);
const afterFirstPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint, { once: true });
else afterFirstPaint();
