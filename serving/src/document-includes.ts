/**
 * The app document's `<!--# include virtual="…" -->` directives
 * (host/src/boot/early-start-head.html), filled in as nginx's SSI fills them:
 * each with what this server answers at that path, so that the config and
 * the registry arrive with the document instead of after it. `<` is escaped
 * (`\u003c`, the same JSON), so a value can never end the script element it
 * sits in; so are `>`, `&`, and U+2028 and U+2029, which a script reading the
 * text as code would take for line ends — by the function the registry's
 * writers use (`escapeJsonForHtml`), so that what nginx includes as it stands
 * is already what this server puts inline. A path the server does not answer
 * is left as the directive, which the page reads as "not inline" and asks for itself.
 */
import { escapeJsonForHtml } from '@cabinet/runtime/registry';

const INCLUDE = /<!--# include virtual="([^"]+)" -->/g;

async function withIncludes(html: string, served: (uri: string) => Promise<string | null>): Promise<string> {
  const found = [...html.matchAll(INCLUDE)];
  const bodies = await Promise.all(found.map(([, uri]) => served(uri ?? '')));
  let index = 0;
  return html.replace(INCLUDE, (directive) => {
    const body = bodies[index++];
    return body === null || body === undefined ? directive : escapeJsonForHtml(body);
  });
}

/**
 * What nginx would put into the document raw from a file it includes as it
 * stands (a deployer's `config.json`): the characters that can end the
 * script element or a script's line (`<`, U+2028, U+2029), by name; none
 * for a file written as `registryJson` writes it.
 */
function rawForInclude(text: string): string[] {
  const found = new Set<string>();
  for (const char of text.match(/[<\u2028\u2029]/g) ?? []) found.add(char === '<' ? '«<»' : `U+${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return [...found];
}

export { rawForInclude, withIncludes };
