/**
 * The demo "stream" of a match: a self-contained page that polls the match and draws its
 * scoreboard, clock and statistics, so the STREAM tab plays something real without a video CDN.
 */
export function trackerPage(matchId: number): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Match tracker</title>
<style>
:root{color-scheme:dark;font-family:system-ui,sans-serif;background:#0b3d1e;color:#fff}
body{margin:0;min-height:100vh;display:grid;place-items:center}
.pitch{width:min(96vw,640px);aspect-ratio:16/9;border:2px solid #fff8;border-radius:8px;position:relative;
background:repeating-linear-gradient(90deg,#14602f 0 10%,#186b35 10% 20%);overflow:hidden}
.pitch::before{content:"";position:absolute;inset:0 50% 0 auto;border-right:2px solid #fff8}
.ball{position:absolute;width:14px;height:14px;border-radius:50%;background:#fff;transition:left 1.2s,top 1.2s;
box-shadow:0 0 8px #fff}
.board{position:absolute;top:8px;left:50%;transform:translateX(-50%);background:#000a;padding:6px 14px;
border-radius:6px;font-variant-numeric:tabular-nums;white-space:nowrap;font-size:15px}
.state{position:absolute;bottom:8px;left:50%;transform:translateX(-50%);background:#000a;padding:4px 10px;
border-radius:6px;font-size:13px}
</style></head>
<body><div class="pitch" role="img" aria-label="Live match tracker">
<div class="board" id="board">Loading…</div><div class="ball" id="ball" style="left:50%;top:50%"></div>
<div class="state" id="state"></div></div>
<script>
const url = "/api/sportsbook/v2/matches/${matchId}";
const board = document.getElementById("board"), state = document.getElementById("state"), ball = document.getElementById("ball");
function clock(c) {
  if (!c || c.match_time == null) return "";
  const s = c.match_time, m = Math.floor(s / 60);
  return " " + m + "'" + (c.stoppage_time ? "+" + Math.ceil(c.stoppage_time / 60) : "");
}
async function tick() {
  try {
    const r = await fetch(url, { cache: "no-store" });
    if (!r.ok) throw new Error(String(r.status));
    const m = await r.json();
    const score = m.total_score ? m.total_score.home + " : " + m.total_score.away : "- : -";
    board.textContent = m.name_a + "  " + score + "  " + m.name_b;
    state.textContent = (m.stage || "") + clock(m.clock) + (m.is_finished ? " · finished" : "");
    if (m.is_live) { ball.style.left = 5 + Math.random() * 88 + "%"; ball.style.top = 10 + Math.random() * 78 + "%"; }
  } catch { state.textContent = "Reconnecting…"; }
}
tick(); setInterval(tick, 2000);
</script></body></html>`;
}
