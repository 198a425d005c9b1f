import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import fs from 'node:fs';
const out = {};
await build({
  configFile: 'vite.config.ts', logLevel: 'silent',
  build: { outDir: '/tmp/an/dist', emptyOutDir: true, sourcemap: false },
  plugins: [{ name: 'an', generateBundle(_, bundle) {
    for (const [name, c] of Object.entries(bundle)) {
      if (c.type !== 'chunk' || !/^assets\/(hydrate|HomePage)-/.test(name)) continue;
      const mods = Object.entries(c.modules).map(([id, m]) => [id.replace(/.*node_modules\//,'nm/').replace(/.*\/packages\//,''), m.code || '']);
      const all = gzipSync(mods.map(m=>m[1]).join('\n'), {level:9}).length;
      const rows = mods.map(([id], i) => [all - gzipSync(mods.filter((_, j) => j !== i).map(m=>m[1]).join('\n'), {level:9}).length, id]);
      out[name] = { all, chunk: gzipSync(c.code,{level:9}).length, rows: rows.sort((a,b)=>b[0]-a[0]) };
    }
  } }],
});
for (const [n, v] of Object.entries(out)) { console.log('==', n, v.chunk, v.all); for (const r of v.rows) console.log(r.join(' ')); }
