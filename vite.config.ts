/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Rolldown } from 'vite'

type ChunkingContext = Parameters<Rolldown.CodeSplittingNameFunction>[1]

/**
 * The libraries a first visit needs, in one file of their own: they change rarely (an
 * upgrade), unlike the app's code, so they stay cached across releases of the console. One
 * file rather than one per library: compressed together they are about 1 kB smaller (gzip finds
 * what they share) and it is one request fewer.
 */
const FIRST_VISIT_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run[\\/]router|@tanstack[\\/](query-core|react-query|table-core|react-table))[\\/]/

/**
 * Parts of TanStack Query that the first visit's code never calls (many queries at once,
 * infinite lists, a count of fetches in flight: charts, the audit log, a user's roles).
 * The package's index names them, so following imports from the index finds them; left
 * out of the first visit's files, they go with the pages that call them.
 */
const ONLY_FOR_LATER_PAGES =
  /[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useQueries|queriesObserver|useInfiniteQuery|infiniteQueryObserver|useSuspenseQueries|useSuspenseInfiniteQuery|useIsFetching|useMutationState|usePrefetchQuery|usePrefetchInfiniteQuery|HydrationBoundary)\.js$/

/**
 * Which chunk a module goes to. Every first visit runs the entry and, whatever the path,
 * downloads the pages people land on most (`landingPages`), so that a landing page's loader
 * and code are there as soon as the router asks. Left to itself the bundler splits that
 * code by which pages share it, into about 25 files of a few hundred bytes each that every
 * first visit downloads anyway; each costs a request and compresses worse alone. So the
 * modules the entry and those pages import statically go into a few files: the app's own
 * code (and small packages) in `first-visit`, the big libraries in `libraries`. Every
 * other module is chunked as before, by the pages that use it.
 */
function firstVisitChunks(entry: string, landingPages: string[]) {
  let firstVisit: Set<string> | undefined
  const collect = (ctx: ChunkingContext) => {
    const seen = new Set<string>()
    const visit = (id: string) => {
      if (seen.has(id)) return
      seen.add(id)
      ctx.getModuleInfo(id)?.importedIds.forEach(visit)
    }
    ;[entry, ...landingPages].forEach((file) => {
      if (!ctx.getModuleInfo(file)) throw new Error(`first-visit chunks: no module ${file}`)
      visit(file)
    })
    return seen
  }
  return (id: string, ctx: ChunkingContext) => {
    firstVisit ??= collect(ctx)
    if (!firstVisit.has(id) || ONLY_FOR_LATER_PAGES.test(id)) return null
    return FIRST_VISIT_LIBRARIES.test(id) ? 'libraries' : 'first-visit'
  }
}

/**
 * What opens over a page: menus, tooltips, dialogs, toasts. None of it is in a first
 * visit's files (it loads on intent, `ui/lazy-module.ts`), and left to itself the bundler
 * split it by which part shares which Radix package into a dozen files of a few kB, so the
 * first press on a row's ⋯ waited for 12 requests (the menu, its tooltips for disabled
 * items, the confirm dialog it preloads). One file instead: the first menu costs one
 * request, and the next tooltip, dialog or toast none.
 */
const OVERLAYS =
  /[\\/](node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|aria-hidden|tslib)[\\/]|app[\\/]ui[\\/](menu-parts|ThemeMenuItems|TooltipRadix|ConfirmDialog|ConfirmActionDialog|Modal|dialog-focus|CopyAsItems|ToastList|theme)\.tsx?$)/

const appFile = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// Two builds of the same console: the default one talks to a real API on the same
// origin (the Node server's simulator or a proxied Nexus); `--mode mock` also ships the
// simulator, which runs in the browser behind Mock Service Worker.
//
// `--ssr` builds the server's page renderer (`app/ssr/render.tsx`) into `dist-ssr/`, for
// Node: the packages stay imports of node_modules, and the chunking below, which is about
// what a browser downloads, does not apply.
export default defineConfig(({ mode, isSsrBuild }) => {
  const isMock = mode === 'mock'
  if (isSsrBuild) {
    return {
      plugins: [react()],
      resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
      define: { __MOCK__: 'false' },
      publicDir: false,
      // published as CommonJS without named exports Node can see: bundled instead. They
      // only draw in effects (the page's frame renders on the server, the canvas after)
      ssr: { noExternal: ['@xterm/xterm', '@xterm/addon-fit', 'uplot'] },
      build: {
        outDir: 'dist-ssr',
        target: 'node20',
        sourcemap: false,
        rolldownOptions: { checks: { bundlerTimings: false } },
      },
    }
  }
  return {
    plugins: [react(), tailwindcss()],
    resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
    define: { __MOCK__: JSON.stringify(isMock) },
    publicDir: isMock ? 'public-mock' : false,
    build: {
      outDir: isMock ? 'dist-mock' : 'dist',
      target: 'es2022',
      // every browser the console supports preloads modules itself: no polyfill in the entry
      modulePreload: { polyfill: false },
      sourcemap: false,
      // The mock build ships the whole simulator (handlers, seed, every API version's
      // validators) as one chunk, start-mock-api (1.9 MB), loaded once by the demo before its
      // first call and never by the server build: warn only if it grows past that. The
      // server build keeps Vite's 500 kB.
      chunkSizeWarningLimit: isMock ? 2500 : 500,
      rolldownOptions: {
        // Rolldown reports which plugins took long when a build is slow, which on a busy
        // machine is every build: the tailwind and CSS passes, nothing this project can act
        // on. Profile with `node --cpu-prof` when a build time matters.
        checks: { bundlerTimings: false },
        output: {
          codeSplitting: {
            groups: [
              {
                // the group's label in Rolldown's reports (its name is a function)
                debugName: 'first-visit',
                name: firstVisitChunks(appFile('./app/main.tsx'), [
                  appFile('./app/pages/ProjectsPage.tsx'),
                  appFile('./app/pages/project/InstancesPage.tsx'),
                ]),
                // the set is closed under static imports already; following a module's
                // imports would pull the libraries into the app's chunk
                includeDependenciesRecursively: false,
              },
              { name: 'overlays', test: OVERLAYS },
            ],
          },
        },
      },
    },
    server: { port: 4009, strictPort: true },
    // pre-bundled up front so the dev server never reloads mid-session to add one it found late
    optimizeDeps: {
      include: [
        'react-hook-form',
        '@hookform/resolvers/zod',
        'zod',
        '@tanstack/react-table',
        'radix-ui',
        'msw',
        'msw/browser',
      ],
    },
    preview: { port: 4010, strictPort: true },
    test: {
      include: ['{app,sim,server,scripts,test/contract}/**/*.spec.ts'],
      environment: 'node',
      testTimeout: 20_000,
    },
  }
})
