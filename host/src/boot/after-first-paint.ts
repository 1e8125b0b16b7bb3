/**
 * What the documents' inline scripts that ask for the code wait for: the
 * first paint on the screen (its paint timing entry — a frame drawn is not
 * yet one shown, and requests made meanwhile share the line with it, and
 * on a busy CPU their code runs before it is shown); after the next frame
 * where the browser has no paint timing; at once in a tab opened in the
 * background, which paints nothing; and PAINT_WAIT_LIMIT_MS at most.
 */

/**
 * How long the code waits for the first paint at most: a page that has not painted by then (its CSS slow to
 * come) asks for it anyway, as the static document does at once.
 */
const PAINT_WAIT_LIMIT_MS = 3000;

/** Script source that calls the function named `run` once, when the first paint is on the screen (or as above). */
function afterFirstPaint(run: string): string {
  return (
    `var asked=false;function once(){if(!asked){asked=true;${run}()}}` +
    `if(document.visibilityState==='hidden')once();` +
    `else{var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){` +
    `new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();once()}}).observe({type:'paint',buffered:true});` +
    `setTimeout(once,${PAINT_WAIT_LIMIT_MS})}else requestAnimationFrame(function(){setTimeout(once)})}`
  );
}

export { afterFirstPaint };
