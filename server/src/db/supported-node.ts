/**
 * better-sqlite3 13 needs Node's N-API 10 (Node 22+): on Node 20 its first
 * `new Database()` is a segmentation fault that no JavaScript can catch. A
 * clear refusal first, for a machine whose Node is older than package.json's
 * engines (npm ci refuses it too: .npmrc's engine-strict).
 */
const MIN_NODE_MAJOR = 22;

/**
 * Throws, saying what to install, when `version` (`process.versions.node`)
 * is older than the Node better-sqlite3 13 runs on. (package.json's engines
 * asks for 22.19+, which the tools need; the database alone needs 22.)
 */
function assertSupportedNode(version: string = process.versions.node): void {
  const major = Number(version.split('.')[0]);
  if (!(major >= MIN_NODE_MAJOR)) {
    throw new Error(`Node ${version} не поддерживается: нужен Node 22.19+ (лучше 24 LTS) — на нём работает SQLite (better-sqlite3 13). Поставьте новый Node и выполните npm ci заново.`);
  }
}

export { assertSupportedNode };
