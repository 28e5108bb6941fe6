/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// Two builds of the same console: the default one talks to a real API on the same
// origin (the Node server's simulator or a proxied Nexus); `--mode mock` also ships the
// simulator, which runs in the browser behind Mock Service Worker.
export default defineConfig(({ mode }) => {
  const isMock = mode === 'mock'
  return {
    plugins: [react(), tailwindcss()],
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
      include: ['{app,sim,server,scripts}/**/*.spec.ts'],
      environment: 'node',
      testTimeout: 20_000,
    },
  }
})
