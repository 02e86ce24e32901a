// The page side of pinochle_teach/widgets/pagekit.py: what only the page can do for
// assistive technology, installed once per document however many widgets show the kit.
//
// ipywidgets cannot set ARIA attributes from Python, so one MutationObserver here
//  * mirrors a toggle button's selection (class mod-active) to aria-pressed, and names a
//    ToggleButtons group after its label (role=group); a label's title="null" is dropped;
//  * makes every widget with the class pt-live one persistent live region (role=status,
//    aria-live=polite on the widget's own element, which stays while ipywidgets replaces
//    the content inside it); roles inside it are dropped, so nothing is announced twice,
//    and an error inside it (role=alert) makes it role=alert, aria-live=assertive;
//  * names a slider's handle (role=slider, drawn by noUiSlider) after the slider's label,
//    which ipywidgets does not tie to it;
//  * goes to the section the address names (#id): voila draws its page hidden and shows it
//    when it is ready, so the browser's own jump to it found nothing to go to;
//  * in projector mode on a voila page, offers one "Hide the lesson text" button (a toggle,
//    aria-pressed) at the top: the lesson's prose folds away, its headings stay, so the
//    widgets the class is looking at fit the projector's screen;
//  * inside those live regions, a card written "Q♥" is read as its words ("queen of
//    hearts", from the engine through the kit's card_words): it becomes an image of the
//    text named by the words (the page shows, and its text stays, "Q♥");
//  * gives voila's rendered cells role=main (its template has no main landmark);
//  * puts the focus back on a sensible control when an action took it away (the button
//    pressed was redrawn or disabled and the focus fell to <body>): the first enabled,
//    visible control marked pt-focus-next in the widget (output area) that had the focus,
//    else the first marked pt-focus-fallback. The widgets say which controls those are;
//    failing both, the control next to the one that lost the focus (it was disabled). The
//    new buttons arrive a moment after the old ones go, so the observer looks again on
//    every change until one is there or the person focuses something themselves (not while
//    a widget there has the class pt-busy: the computer is thinking, buttons will come).

const FLAG = "__pinochleTeachPageKit";
const TOGGLE = "button.widget-toggle-button, button.jupyter-widget-toggle-button";
const GROUP = ".widget-toggle-buttons, .jupyter-widget-toggle-buttons";
const FOCUSABLE = "button, input, select, textarea, [tabindex]";

function syncPressed(root) {
  for (const b of root.querySelectorAll(TOGGLE)) {
    const on = b.classList.contains("mod-active") ? "true" : "false";
    if (b.getAttribute("aria-pressed") !== on) b.setAttribute("aria-pressed", on);
  }
  for (const g of root.querySelectorAll(GROUP)) {
    if (!g.querySelector(TOGGLE) || g.parentElement?.closest(GROUP)) continue;
    const label = g.querySelector(":scope > .widget-label, :scope > .jupyter-widget-label");
    const name = label ? label.textContent.trim() : "";
    if (g.getAttribute("role") !== "group") g.setAttribute("role", "group");
    if (name && g.getAttribute("aria-label") !== name) g.setAttribute("aria-label", name);
  }
  // ipywidgets writes a label's missing tooltip as title="null": a screen reader would say
  // "null" as the control's description.
  for (const l of root.querySelectorAll("label[title=null]")) l.removeAttribute("title");
}

const SLIDER = ".widget-slider, .jupyter-widget-slider";

function syncSliders(root) {
  for (const h of root.querySelectorAll(".noUi-handle[role=slider]")) {
    const box = h.closest(SLIDER);
    const label = box && box.querySelector(".widget-label, .jupyter-widget-label");
    const name = label ? label.textContent.trim() : "";
    if (name && h.getAttribute("aria-label") !== name) h.setAttribute("aria-label", name);
  }
}

let cardPattern = null;
let cardWords = {};

function setCardWords(words) {
  cardWords = words || {};
  const keys = Object.keys(cardWords).sort((a, b) => b.length - a.length);
  const esc = (k) => k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  cardPattern = keys.length ? new RegExp("(" + keys.map(esc).join("|") + ")", "g") : null;
}

function speakCards(region) {
  if (!cardPattern) return;
  const walker = region.ownerDocument.createTreeWalker(region, NodeFilter.SHOW_TEXT);
  const found = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const p = n.parentElement;
    if (!p || p.closest("[aria-hidden=true], .pt-words-only, .pt-card-said, [role=img], button, svg, a")) continue;
    cardPattern.lastIndex = 0;
    if (cardPattern.test(n.data)) found.push(n);
  }
  for (const n of found) {
    const frag = region.ownerDocument.createDocumentFragment();
    let at = 0;
    cardPattern.lastIndex = 0;
    for (let m = cardPattern.exec(n.data); m; m = cardPattern.exec(n.data)) {
      if (m.index > at) frag.append(n.data.slice(at, m.index));
      const card = document.createElement("span");
      card.setAttribute("role", "img");
      card.setAttribute("aria-label", cardWords[m[0]]);
      card.className = "pt-card-said";
      card.textContent = m[0];
      frag.append(card);
      at = m.index + m[0].length;
    }
    if (at < n.data.length) frag.append(n.data.slice(at));
    n.replaceWith(frag);
  }
}

function syncLive(root) {
  for (const el of root.querySelectorAll(".pt-live")) {
    for (const inner of el.querySelectorAll("[role=status], [role=alert]")) {
      inner.dataset.ptRole = inner.getAttribute("role");
      inner.removeAttribute("role");
    }
    // An error (the message drawn with role=alert) is said at once; anything else politely.
    const alert = el.querySelector("[data-pt-role=alert]") !== null;
    const role = alert ? "alert" : "status";
    const live = alert ? "assertive" : "polite";
    if (el.getAttribute("role") !== role) el.setAttribute("role", role);
    if (el.getAttribute("aria-live") !== live) el.setAttribute("aria-live", live);
    if (el.getAttribute("aria-atomic") !== "true") el.setAttribute("aria-atomic", "true");
    speakCards(el);
  }
}

function usable(el) {
  return el.isConnected && !el.disabled && el.getClientRects().length > 0
    && !el.closest("[aria-hidden=true], .lm-mod-hidden");
}

function first(scope, mark) {
  for (const el of scope.querySelectorAll(mark)) {
    const list = el.matches(FOCUSABLE) ? [el] : el.querySelectorAll(FOCUSABLE);
    for (const c of list) if (usable(c)) return c;
  }
  return null;
}

// The control after ``el`` in the page's order (else the one before it), within ``scope``.
function beside(scope, el) {
  let before = null;
  for (const c of scope.querySelectorAll(FOCUSABLE)) {
    if (c === el || !usable(c) || c.tabIndex < 0) continue;
    if (el.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING) return c;
    before = c;
  }
  return before;
}

function scopeOf(el) {
  return el.closest(".jp-OutputArea-output, .jp-Cell-outputWrapper") || el.closest(".pt-root");
}

function jumpToSection(doc) {
  let id = "";
  try { id = decodeURIComponent(location.hash.slice(1)); } catch (e) { return; }
  if (!id) return;
  let tries = 0;
  const go = () => {
    const target = doc.getElementById(id);
    if (target && target.getClientRects().length > 0) { target.scrollIntoView(); return; }
    if (++tries < 50) setTimeout(go, 200); // the page is still hidden: look again
  };
  go();
}

function syncProse(doc) {
  const cells = doc.getElementById("rendered_cells");
  if (!cells) return; // JupyterLab: its own notebook, nothing to fold here
  const on = doc.querySelector(".pt-projector") !== null;
  let b = doc.getElementById("pt-prose-toggle");
  if (on && !b) {
    b = doc.createElement("button");
    b.id = "pt-prose-toggle";
    b.type = "button";
    b.className = "pt-prose-toggle";
    b.textContent = "Hide the lesson text";
    b.setAttribute("aria-pressed", "false");
    b.addEventListener("click", () => {
      const hide = !doc.body.classList.contains("pt-hide-prose");
      doc.body.classList.toggle("pt-hide-prose", hide);
      b.setAttribute("aria-pressed", String(hide));
    });
    cells.prepend(b);
  }
  if (b && b.hidden === on) b.hidden = !on;
  if (!on && doc.body.classList.contains("pt-hide-prose")) {
    doc.body.classList.remove("pt-hide-prose");
    if (b) b.setAttribute("aria-pressed", "false");
  }
}

function install() {
  const doc = document;
  if (window[FLAG]) return;
  window[FLAG] = true;
  let scope = null; // where the focus was last (an output area), while it is lost
  let placed = null; // a fallback control the focus was put on, until a better one comes
  let last = null; // the control that had the focus last
  let timer = null;
  let quietSince = 0;

  const lost = () => {
    const a = doc.activeElement;
    return !a || a === doc.body || a === doc.documentElement || !a.isConnected;
  };
  let pointer = false; // the last action was a click or tap, not a key
  // A mouse user's page does not scroll to the control the focus moves to.
  const move = (el) => el.focus({ preventScroll: pointer });
  const put = (el) => { move(el); placed = el; };
  const restore = () => {
    timer = null;
    if (!scope || !scope.isConnected || scope.querySelector(".pt-busy")) return;
    if (lost()) {
      const next = first(scope, ".pt-focus-next");
      if (next) { put(next); placed = null; return; }
      // No control to go on to yet (new buttons are being drawn): the fallback only once
      // the page has been quiet for a while, and a better one replaces it when it comes.
      if (Date.now() - quietSince >= 1500) {
        // The fallback, else the control beside the one that lost the focus (it was
        // disabled or hidden: a lesson's answer buttons), in the page's order.
        const fallback = first(scope, ".pt-focus-fallback")
          || (last && last.isConnected && scope.contains(last) ? beside(scope, last) : null);
        if (fallback) put(fallback);
      } else {
        later(1550);
      }
    } else if (placed && doc.activeElement === placed) {
      const next = first(scope, ".pt-focus-next");
      if (next) { move(next); placed = null; }
    }
  };
  const later = (ms = 120) => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(restore, ms);
  };

  doc.addEventListener("focusin", (e) => {
    if (e.target !== placed) placed = null; // the person moved the focus themselves
    const s = e.target instanceof Element ? scopeOf(e.target) : null;
    scope = s && s.querySelector(".pt-root, .pt-focus-next, .pt-focus-fallback") ? s : null;
    last = scope ? e.target : null;
  }, true);
  // A click or tap outside any control (on the page itself) means "leave the focus there".
  doc.addEventListener("pointerdown", (e) => {
    pointer = true;
    if (!(e.target instanceof Element) || !e.target.closest(FOCUSABLE)) scope = null;
  }, true);
  doc.addEventListener("keydown", () => { pointer = false; }, true);
  doc.addEventListener("focusout", () => later(), true);

  // voila's page has no <main>: its rendered cells are the page's main landmark (in
  // JupyterLab there is no #rendered_cells, and JupyterLab has its own).
  const cells = doc.getElementById("rendered_cells");
  if (cells && !cells.closest("main, [role=main]") && !doc.querySelector("main, [role=main]")) {
    cells.setAttribute("role", "main");
  }
  jumpToSection(doc);
  const sync = () => { syncPressed(doc); syncSliders(doc); syncLive(doc); syncProse(doc); };
  new MutationObserver(() => {
    sync();
    quietSince = Date.now();
    if (scope) later(); // (a disabled control loses the focus only after this runs)
  }).observe(doc.body, {
    subtree: true, childList: true, attributes: true, attributeFilter: ["class", "disabled"],
  });
  sync();
}

export default {
  render({ model, el }) {
    el.classList.add("pt-stylesheet");
    setCardWords(model.get("card_words"));
    install();
  },
};
