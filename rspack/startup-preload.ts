/**
 * `<link rel="preload">` in the host's app document for the files its start
 * needs, so that they download beside `main.js` rather than after it has
 * run: the chunks of `./bootstrap.tsx` and the chunks that provide the
 * shared packages it consumes at once. Without these, the browser learns of
 * them only when main.js has downloaded and initialised the share scope. In
 * production their CSS is a stylesheet of the document, not a preload (the
 * chunk's loader finds it there and does not load it again).
 *
 * Which provide chunk: the host provides every shared package itself, so a
 * consume at start-up is served by the chunk main's share scope registered
 * for that package, not by the consume's own fallback chunk (for react-dom
 * they are two files). A package consumed only in a lazy chunk (sonner) is
 * not preloaded.
 */
import { rspack, type Chunk, type Compilation, type Compiler } from '@rspack/core';

type ChunkGroup = ReturnType<Compilation['entrypoints']['get']> & object;

const PLUGIN = 'CabinetStartupPreload';

function modulesOf(compilation: Compilation, chunks: readonly Chunk[]): Set<string> {
  const found = new Set<string>();
  for (const chunk of chunks) {
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      // A package's own modules, not the consume modules that chunks of other packages carry too.
      if (!/^consume[ -]shared[ -]module/i.test(module.identifier())) found.add(module.identifier());
    }
  }
  return found;
}

/** Chunk groups of shared modules (provides, consume fallbacks): those no import() asked for. */
function sharedChildren(group: ChunkGroup): ChunkGroup[] {
  return group.childrenIterable.filter((child) => child.origins.every((origin) => !origin.request));
}

function startupFiles(compilation: Compilation, entry: string, bootstrapRequest: string): string[] {
  const main = compilation.entrypoints.get(entry);
  const bootstrap = main?.childrenIterable.find((child) => child.origins.some((origin) => origin.request === bootstrapRequest));
  if (!main || !bootstrap) throw new Error(`${PLUGIN}: no chunk group for ${bootstrapRequest} under entry ${entry}`);
  const consumed = modulesOf(compilation, sharedChildren(bootstrap).flatMap((child) => child.chunks));
  const provides = sharedChildren(main).filter((child) => [...modulesOf(compilation, child.chunks)].some((module) => consumed.has(module)));
  const files = [bootstrap, ...provides].flatMap((group) => group.getFiles());
  return [...new Set(files)].filter((file) => /\.(js|css)$/.test(file));
}

class StartupPreloadPlugin {
  constructor(private readonly options: { entry: string; bootstrapRequest: string; filename: string }) {}

  apply(compiler: Compiler): void {
    // Only a production build prerenders the header row; in development the CSS stays the chunk loader's (and its hot updates').
    const applyCss = compiler.options.mode === 'production';
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(PLUGIN, async (data) => {
        if (data.outputName !== this.options.filename) return data;
        const links = startupFiles(compilation, this.options.entry, this.options.bootstrapRequest).map((file) => ({
          tagName: 'link',
          attributes: !file.endsWith('.css')
            ? { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` }
            : applyCss
              ? // Applied, not only fetched: the document paints the header row from its HTML (host/build/prerender.ts).
                { rel: 'stylesheet', href: `${data.publicPath}${file}` }
              : { rel: 'preload', as: 'style', href: `${data.publicPath}${file}` },
          voidTag: true,
        }));
        data.assetTags.styles.push(...links);
        return data;
      });
    });
  }
}

export { StartupPreloadPlugin };
