/**
 * V8's explicit compile hint on the large files of a browser build: a file
 * that starts with `//# allFunctionsCalledOnLoad` (Chromium 136 and later;
 * other engines read a comment) is compiled whole on a background thread
 * while it downloads, instead of function by function on the page's main
 * thread when each is first called. A painted cabinet page runs most of the
 * code of its large files at once, to hydrate: in a trace of
 * `/cabinet/polls/{poll}` at 4× CPU, 0.5 s of the main thread went to that
 * lazy compiling, the better part of its blocking time (TBT after the first
 * paint 497–661 ms; with the hint 259–324, the lazy compiling 0.05 s).
 *
 * Only files of 20 KB and more (minified), where the compiling is what
 * costs: each hint is some 28 bytes gzipped a file, and a small file's
 * functions are compiled fast enough where they are called. Added after the
 * minifier, which would drop the comment, and before the source maps, which
 * it shifts by a line.
 */
import { rspack, type Compiler } from '@rspack/core';

const PLUGIN = 'CabinetCompileHints';
const HINT = '//# allFunctionsCalledOnLoad\n';
/** Minified bytes from which a file gets the hint. */
const MIN_BYTES = 20_000;

class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const [file, source] of Object.entries(assets)) {
          if (!file.endsWith('.js') || source.size() < MIN_BYTES) continue;
          compilation.updateAsset(file, new compiler.rspack.sources.ConcatSource(HINT, source));
        }
      });
    });
  }
}

export { CompileHintsPlugin, HINT as COMPILE_HINT, MIN_BYTES as COMPILE_HINT_MIN_BYTES };
