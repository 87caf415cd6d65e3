/** The docs page's styles: inline (the CSP allows inline styles, never inline scripts). */
export const DOCS_STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#18181b;--muted:#52525b;--line:#e4e4e7;--panel:#f4f4f5;
--accent:#be123c;--get:#047857;--post:#1d4ed8;--put:#a16207;--delete:#b91c1c;--patch:#7c3aed}
@media (prefers-color-scheme:dark){:root{--bg:#09090b;--fg:#f4f4f5;--muted:#a1a1aa;--line:#27272a;
--panel:#18181b;--accent:#fb7185;--get:#34d399;--post:#93c5fd;--put:#fcd34d;--delete:#fca5a5;--patch:#c4b5fd}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.5 system-ui,sans-serif}
main{max-width:960px;margin:0 auto;padding:1.5rem 1rem 4rem}
h1{font-size:1.6rem;margin:.5rem 0}h2{font-size:1.25rem;margin:2rem 0 .75rem;border-bottom:1px solid var(--line);padding-bottom:.25rem}
h4{margin:1rem 0 .35rem;font-size:.95rem}
a{color:var(--accent)}a:focus-visible,summary:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
code{font:13px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;background:var(--panel);padding:0 .25em;border-radius:4px;overflow-wrap:anywhere}
.version{font-size:.9rem;color:var(--muted);font-weight:normal}.links{color:var(--muted)}
.toc{display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:0;list-style:none}
.operation{border:1px solid var(--line);border-radius:10px;margin:.5rem 0;background:var(--bg)}
.operation>summary{cursor:pointer;padding:.55rem .75rem;display:flex;flex-wrap:wrap;gap:.25rem .6rem;align-items:baseline}
.operation[open]>summary{border-bottom:1px solid var(--line)}
.body{padding:.25rem .9rem .8rem}
.method{font:700 12px/1.6 ui-monospace,monospace;min-width:4.2em;text-align:center;border:1px solid currentColor;border-radius:6px;padding:0 .3em}
.method.get{color:var(--get)}.method.post{color:var(--post)}.method.put{color:var(--put)}.method.delete{color:var(--delete)}.method.patch{color:var(--patch)}
.path{background:none;padding:0;font-weight:600}.summary{color:var(--muted)}
.badge{font-size:.75rem;border-radius:999px;padding:0 .55em;background:var(--panel);border:1px solid var(--line)}
.badge.admin{color:var(--delete);border-color:currentColor}.badge.user{color:var(--post);border-color:currentColor}
.table{overflow-x:auto}table{border-collapse:collapse;width:100%;min-width:560px;font-size:.9rem}
th,td{text-align:left;border-bottom:1px solid var(--line);padding:.3rem .5rem;vertical-align:top}
.fields,.responses{padding-left:1.1rem;margin:.25rem 0}.fields li,.responses li{margin:.2rem 0}
.nested{border-left:2px solid var(--line);padding-left:.6rem;margin:.2rem 0}
.notes,.media{color:var(--muted);font-size:.85rem}.media{margin:.3rem 0}.type{margin:.2rem 0}
.req{color:var(--accent)}.name{font-weight:600}
.status{font:700 13px ui-monospace,monospace}.status.ok{color:var(--get)}.status.error{color:var(--delete)}
`;
