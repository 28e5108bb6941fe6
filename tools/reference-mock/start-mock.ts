// The Oxide console's mock API (its MSW handlers, mock-api/msw/handlers.ts) as an HTTP
// server, as its own tools/start_mock_api.ts runs it, but on the port given in PORT
// (default 12220, the port of its script and of omicron-dev's Nexus). Run with the
// console's vite-node from inside its checkout, so its path aliases resolve:
//   cd /tmp/refconsole && PORT=12220 npx vite-node /work/main/tools/reference-mock/start-mock.ts
import path from 'node:path'

import { createServer } from '@mswjs/http-middleware'

const REF = process.env.REFCONSOLE_DIR ?? process.cwd()
const port = Number(process.env.PORT ?? 12220)

const { handlers } = await import(path.join(REF, 'mock-api/msw/handlers.ts'))
createServer(...handlers).listen(port, '127.0.0.1', () => {
  console.info(`Mock Nexus API (console at ${REF}) running at http://127.0.0.1:${port}`)
})
