/**
 * The app document's `<!--# include virtual="…" -->` directives
 * (host/src/boot/early-start-head.html), filled in as nginx's SSI fills them:
 * each with what this server answers at that path, so that the config and
 * the registry arrive with the document instead of after it. `<` is escaped
 * (`\u003c`, the same JSON), so a value can never end the script element it
 * sits in; so are U+2028 and U+2029, which a script reading the text as
 * code would take for line ends. A path the server does not answer is left as the directive, which
 * the page reads as "not inline" and asks for itself.
 */
const INCLUDE = /<!--# include virtual="([^"]+)" -->/g;

async function withIncludes(html: string, served: (uri: string) => Promise<string | null>): Promise<string> {
  const found = [...html.matchAll(INCLUDE)];
  const bodies = await Promise.all(found.map(([, uri]) => served(uri ?? '')));
  let index = 0;
  return html.replace(INCLUDE, (directive) => {
    const body = bodies[index++];
    return body === null || body === undefined ? directive : body.replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
  });
}

export { withIncludes };
