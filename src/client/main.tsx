import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("Nova Writer: #root element missing from index.html");

const reactRoot = createRoot(root);
// A transition: React renders the first screen in slices of a few ms instead of one long task, so the page
// answers input while it starts (Lighthouse's Total Blocking Time; ADR 0023).
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
