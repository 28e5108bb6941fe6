// What each chunk of the server-mode build is made of: for every JS chunk its size, its
// gzip -9 size, what it imports statically, whether index.html preloads it, and the
// packages / app modules that take the most of it (rendered size, before minification).
// Diagnostic, not part of run-all. Builds in memory; dist/ is not touched.
//
//   npx tsx bench/chunks.ts [--mode mock] [--top 12]
import { gzipSync } from 'node:zlib'
import { build, type Rolldown } from 'vite'
import { isMain, kB, ROOT } from './lib.ts'

type Output = Rolldown.RolldownOutput

export async function chunkReport(mode = 'production', top = 12) {
  const result = (await build({
    root: ROOT,
    mode,
    logLevel: 'silent',
    build: { write: false },
  })) as Output | Output[]
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output)
  const html = outputs.find((o) => o.fileName === 'index.html')
  const htmlText = html && html.type === 'asset' ? String(html.source) : ''
  const chunks = outputs.flatMap((o) => (o.type === 'chunk' ? [o] : []))
  const gz = new Map(chunks.map((c) => [c.fileName, gzipSync(c.code, { level: 9 }).length]))
  chunks.sort((a, b) => gz.get(b.fileName)! - gz.get(a.fileName)!)

  let total = 0
  for (const c of chunks) total += gz.get(c.fileName)!
  console.log(`${chunks.length} JS chunks, ${kB(total)} gzip -9 in all (mode ${mode})`)
  for (const c of chunks) {
    const inHtml = htmlText.includes(c.fileName)
    const tag = c.isEntry ? 'entry' : inHtml ? 'preloaded by index.html' : 'loaded on demand'
    console.log(
      `\n${c.fileName}  ${kB(c.code.length)}, gzip ${kB(gz.get(c.fileName)!)}  [${tag}]` +
        (c.imports.length ? `\n  imports ${c.imports.join(', ')}` : ''),
    )
    const byOrigin = new Map<string, number>()
    for (const [id, m] of Object.entries(c.modules)) {
      const key = id.includes('node_modules')
        ? id.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1')
        : id.replace(`${ROOT}/`, '').replace(/\0/g, '')
      byOrigin.set(key, (byOrigin.get(key) ?? 0) + m.renderedLength)
    }
    const sorted = [...byOrigin].sort((a, b) => b[1] - a[1])
    for (const [k, v] of sorted.slice(0, top)) console.log(`  ${kB(v).padStart(9)}  ${k}`)
    if (sorted.length > top) console.log(`  … ${sorted.length - top} more`)
  }
}

if (isMain(import.meta.url)) {
  const i = process.argv.indexOf('--mode')
  const t = process.argv.indexOf('--top')
  await chunkReport(
    i < 0 ? 'production' : process.argv[i + 1],
    t < 0 ? 12 : Number(process.argv[t + 1]),
  )
}
