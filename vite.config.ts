/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'

/**
 * Pages are split into their own chunks, which the router would only request after
 * the entry chunk has downloaded and run. For the pages people land on most, the
 * chunks (and what they import) are announced in index.html as module preloads, so
 * they download alongside the entry chunk and the page's loader can start at once.
 */
function preloadLandingPages(pages: string[]): Plugin {
  return {
    name: 'preload-landing-pages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
        const closure = (start: string[], skip = new Set<string>()) => {
          const seen = new Set<string>()
          const visit = (fileName: string) => {
            if (seen.has(fileName) || skip.has(fileName)) return
            seen.add(fileName)
            chunks.find((c) => c.fileName === fileName)?.imports.forEach(visit)
          }
          start.forEach(visit)
          return seen
        }
        // what Vite already preloads for the entry needs no second link
        const entryFiles = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName))
        const pageFiles: string[] = []
        for (const page of pages) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(page))
          if (!chunk) throw new Error(`preload-landing-pages: no chunk for ${page}`)
          pageFiles.push(chunk.fileName)
        }
        return [...closure(pageFiles, entryFiles)].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

// Two builds of the same console: the default one talks to a real API on the same
// origin (the Node server's simulator or a proxied Nexus); `--mode mock` also ships the
// simulator, which runs in the browser behind Mock Service Worker.
export default defineConfig(({ mode }) => {
  const isMock = mode === 'mock'
  return {
    plugins: [
      react(),
      tailwindcss(),
      preloadLandingPages(['app/pages/ProjectsPage.tsx', 'app/pages/project/InstancesPage.tsx']),
    ],
    resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
    define: { __MOCK__: JSON.stringify(isMock) },
    publicDir: isMock ? 'public-mock' : false,
    build: {
      outDir: isMock ? 'dist-mock' : 'dist',
      target: 'es2022',
      sourcemap: false,
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
