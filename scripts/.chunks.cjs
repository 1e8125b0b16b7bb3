const fs=require('fs'),path=require('path'),zlib=require('zlib');
const dir=process.argv[2];
for (const f of fs.readdirSync(dir).filter(f=>f.endsWith('.js'))) {
  const p=path.join(dir,f); const gz=zlib.gzipSync(fs.readFileSync(p),{level:9}).length;
  if (gz<3000) continue;
  const m=JSON.parse(fs.readFileSync(p+'.map','utf8'));
  const pk={}; m.sources.forEach((s,i)=>{const k=(s.match(/node_modules\/((@[^/]+\/)?[^/]+)/)||[,s.replace(/^webpack:\/\/[^/]+\//,'').split('/').slice(0,3).join('/')])[1]; pk[k]=(pk[k]||0)+((m.sourcesContent||[])[i]||'').length});
  console.log(f, gz, Object.entries(pk).sort((a,b)=>b[1]-a[1]).slice(0,6).map(([k,v])=>k+':'+Math.round(v/1024)+'k').join(' '));
}
