/**
 * Records apps/web/public/media/welcome.webm, the short welcome clip every demo course opens with: tiles drawn
 * on a canvas, recorded by Chromium's own MediaRecorder (no video tool or download needed).
 * Run: `npx tsx tools/media/record-welcome-video.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const output = path.resolve(import.meta.dirname, '../../apps/web/public/media/welcome.webm');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
const page = await browser.newPage();
// Passed as text: tsx would otherwise add its own helpers to the function, which the page does not have.
const recordInPage = `(async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  document.body.appendChild(canvas);
  const context = canvas.getContext('2d');
  const colours = ['#e6d5ac', '#ffffff', '#ffffff', '#e6d5ac'];
  const started = performance.now();
  const draw = () => {
    const time = (performance.now() - started) / 1000;
    context.fillStyle = '#1a56b0';
    context.fillRect(0, 0, 320, 180);
    colours.forEach((colour, index) => {
      const scale = 0.6 + 0.4 * Math.abs(Math.sin(time * 2 + index * 0.8));
      const size = 50 * scale;
      const x = 160 + (index % 2 === 0 ? -32 : 32) - size / 2;
      const y = 90 + (index < 2 ? -32 : 32) - size / 2;
      context.fillStyle = colour;
      context.fillRect(x, y, size, size);
    });
  };
  const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 200_000 });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const timer = setInterval(draw, 40);
  await new Promise((resolve) => setTimeout(resolve, 4000));
  clearInterval(timer);
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary);
})()`;
const base64 = (await page.evaluate(recordInPage)) as string;
await browser.close();
fs.mkdirSync(path.dirname(output), { recursive: true });
fs.writeFileSync(output, Buffer.from(base64, 'base64'));
process.stdout.write(`wrote ${output} (${fs.statSync(output).size} bytes)\n`);
