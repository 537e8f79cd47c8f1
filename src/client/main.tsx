import "./styles.css";

/**
 * Boot (issue 12 item 1). index.html already shows the app shell (app/app-shell.tsx) and names the app's code
 * with `<link rel="modulepreload">`, so it downloads at once; it runs (start.tsx) after the browser has painted
 * the shell, so the first paint never waits for the JavaScript to be run. A tab opened in the background starts
 * at once (it paints nothing until shown). If the code cannot be loaded, main says so instead of staying empty.
 */
function start() {
  import("./start").catch(() => {
    const main = document.getElementById("main");
    if (main) main.innerHTML = '<p role="alert" class="p-8 text-center">Nova Writer could not load. Check your connection and reload the page.</p>';
  });
}

if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(start, 0));
else start();
