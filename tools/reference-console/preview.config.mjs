// Vite config for serving the reference console's production build with its
// own `vite preview`, proxying the API to our simulator.
//
// The console's vite.config.ts hard-codes the Nexus address (localhost:12220,
// omicron-dev's default) in `server.proxy`, which `vite preview` reuses. This
// file keeps everything a preview needs from the console (its dist/ and the
// security headers it takes from vercel.json) and only changes where /v1 goes.
// It imports nothing but Node built-ins, so Vite can load it from our repo.
//
//   REFCONSOLE_DIR  the console's checkout (default /tmp/refconsole)
//   SIM_URL         the simulator (default http://localhost:4300)
//   PREVIEW_PORT    where the console is served (default 4310)
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const root = process.env.REFCONSOLE_DIR ?? '/tmp/refconsole'
const target = process.env.SIM_URL ?? 'http://localhost:4300'
const port = Number(process.env.PREVIEW_PORT ?? 4310)

const vercel = JSON.parse(readFileSync(resolve(root, 'vercel.json'), 'utf8'))
const headers = Object.fromEntries(vercel.headers[0].headers.map((h) => [h.key, h.value]))

// Nexus serves these prefixes itself; everything else is the console's index.html.
// The Host header is passed through unchanged (no changeOrigin): to the simulator the
// console then is one origin, as it is when Nexus serves it, so the simulator's
// cross-site check on sign-in (Origin against Host) passes, and the device flow's
// verification_uri names the console's address. CHANGE_ORIGIN=1 proxies as the console's
// own vite.config.ts does (Host rewritten to the target's): then the simulator refuses the
// sign-in with 403 "cross-site request refused", which Nexus does not do (see RESULTS.md).
const changeOrigin = process.env.CHANGE_ORIGIN === '1'
const proxy = Object.fromEntries(
  ['/v1', '/device/auth', '/device/confirm', '/device/token', '/experimental'].map((p) => [
    p,
    { target, changeOrigin },
  ]),
)

export default {
  root,
  build: { outDir: resolve(root, 'dist') },
  preview: { port, strictPort: true, host: '127.0.0.1', headers, proxy },
}
