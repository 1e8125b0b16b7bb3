/*
 * Started by app.html's head script (src/boot/early-start-head.html) while the app's code downloads: the first
 * Russian date or number format a page makes loads the browser's ICU data for it — 150–250 ms of one task at
 * 4× CPU, in the app's start or its hydration. Made here, on a worker thread, it is loaded once for the whole
 * process, and the app's own formats (shared/kit/src/format/dates.ts, the offline banner's) take a few ms.
 * What it warms are the kit's FORMATS, copied (a public file imports nothing): a format changed there and not
 * here only costs what it did before.
 */
var zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
[
  { day: 'numeric', month: 'long', year: 'numeric' },
  { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  { day: 'numeric', month: 'long' },
  { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' },
].forEach(function (options) {
  options.timeZone = zone;
  var format = new Intl.DateTimeFormat('ru-RU', options);
  format.format(0);
  format.formatRange(0, 2e8);
});
(1.5).toLocaleString('ru-RU', { minimumFractionDigits: 1 });
globalThis.close();
