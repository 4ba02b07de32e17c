/**
 * A Vite plugin: index.html names every chunk of the app's first screen (src/mountApp.tsx, imported by
 * src/main.tsx, and all it imports) as `<link rel="modulepreload">`. The browser fetches them while it
 * parses the page instead of Vite's loader adding the links from script once the entry runs (~25 links
 * cost a phone's main thread hundreds of milliseconds, issue 13), and main.tsx can evaluate them in turns.
 * The language catalogue stays with the loader: which one is known only in the browser.
 */
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

type Chunk = Rollup.OutputChunk;

/** The chunk's file and the files of everything it imports statically, deepest last. */
function importClosure(start: Chunk, byFile: Map<string, Chunk>): string[] {
  const seen = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return [...seen];
}

export function preloadApp(entry = '/src/mountApp.tsx'): Plugin {
  let base = '/';
  return {
    name: 'preload-app',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { path, bundle }) {
        if (!bundle || path.endsWith('/login.html')) return html;
        const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
        const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(entry));
        if (!app) throw new Error(`preload-app: no chunk for ${entry}`);
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const tags: HtmlTagDescriptor[] = importClosure(app, byFile)
          .filter((file) => !html.includes(`${base}${file}`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head',
          }));
        return { html, tags };
      },
    },
  };
}
