// The page side of pinochle_teach/widgets/pagekit.py: what only the page can do for
// assistive technology, installed once per document however many widgets show the kit.
//
// ipywidgets cannot set ARIA attributes from Python, so one MutationObserver here
//  * mirrors a toggle button's selection (class mod-active) to aria-pressed, and names a
//    ToggleButtons group after its label (role=group); a label's title="null" is dropped;
//  * gives each of the kit's top-level widgets (a .pt-root not inside another) one
//    persistent live region of its own (a visually hidden role=status, aria-live=polite
//    element, which stays while what it says changes): the pt-live views and the
//    role=status/alert boxes drawn in the widget are made quiet, and what they say anew is
//    said there (errors too), cards in words;
//  * names a slider's handle (role=slider, drawn by noUiSlider) after the slider's label,
//    which ipywidgets does not tie to it;
//  * goes to the section the address names (#id): voila draws its page hidden and shows it
//    when it is ready, so the browser's own jump to it found nothing to go to;
//  * in projector mode on a voila page, offers one "Hide the lesson text" button (a toggle,
//    aria-pressed) at the top: the lesson's prose folds away, its headings stay, so the
//    widgets the class is looking at fit the projector's screen;
//  * in the text of the kit's widgets (anything under a .pt-root but card images,
//    buttons, links and inputs), a card written "Q♥" is read as its words ("queen of
//    hearts", from the engine through the kit's card_words): it becomes an image named by
//    the words, the drawn "Q♥" in it hidden from the tree (the page still shows "Q♥");
//    only what was added is looked at, and a card said already is left alone;
//  * gives voila's rendered cells role=main (its template has no main landmark);
//  * puts the focus back on a sensible control when an action took it away (the button
//    pressed was redrawn or disabled and the focus fell to <body>): the first enabled,
//    visible control marked pt-focus-next in the widget (output area) that had the focus,
//    else the first marked pt-focus-fallback. The widgets say which controls those are;
//    failing both, the control next to the one that lost the focus (it was disabled). The
//    new buttons arrive a moment after the old ones go, so the observer looks again on
//    every change until one is there or the person focuses something themselves (not while
//    a widget there has the class pt-busy: the computer is thinking, buttons will come);
//    meanwhile, from the moment the focus is lost, it waits on the widget's pt-focus-hold
//    place (the table's prompt, made focusable with tabindex=-1), so it is never on the
//    page's body, and goes on from there as it would have from the body;
//    and when a widget shows something new to answer (pt-focus-go with a new data-pt-go
//    key: a quiz's next question) while the focus is in it, the focus goes there.

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
// The page's own words, in the page's language (the kit's page_words()).
let pageWords = {};

function setCardWords(words) {
  cardWords = words || {};
  const keys = Object.keys(cardWords).sort((a, b) => b.length - a.length);
  const esc = (k) => k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  cardPattern = keys.length ? new RegExp("(" + keys.map(esc).join("|") + ")", "g") : null;
}

const ROOT = ".pt-root";
// What is never rewritten: images and what is already named (an SVG card, a card said
// already, a button or link, which have their own names), screen-reader-only words, the
// announcer, and what a person types or picks (inputs, boxes, options).
const KEEP = "[aria-hidden=true], .pt-words-only, .pt-card-said, .pt-announce, [role=img], "
  + "button, a, svg, input, textarea, select, option, style, script, [contenteditable]";

function sayCard(n) {
  const doc = n.ownerDocument;
  const frag = doc.createDocumentFragment();
  let at = 0;
  cardPattern.lastIndex = 0;
  for (let m = cardPattern.exec(n.data); m; m = cardPattern.exec(n.data)) {
    if (m.index > at) frag.append(n.data.slice(at, m.index));
    const card = doc.createElement("span");
    card.setAttribute("role", "img");
    card.setAttribute("aria-label", cardWords[m[0]]);
    card.className = "pt-card-said";
    // The drawn "Q♥" stays on the page, hidden from the tree (the image's name says it).
    const shown = doc.createElement("span");
    shown.setAttribute("aria-hidden", "true");
    shown.textContent = m[0];
    card.append(shown);
    frag.append(card);
    at = m.index + m[0].length;
  }
  if (at < n.data.length) frag.append(n.data.slice(at));
  n.replaceWith(frag);
}

const hasCard = (text) => { cardPattern.lastIndex = 0; return cardPattern.test(text); };

// Cards written "Q♥" in the text of the kit's widgets (under a .pt-root) become images of
// their text named in words; ``node`` is what was added to the page (an element or a text
// node), so each change costs only the new part. Cards said already are left alone.
function speakCards(node) {
  if (!cardPattern || !node || !node.isConnected) return;
  if (node.nodeType === Node.TEXT_NODE) {
    const p = node.parentElement;
    if (p && p.closest(ROOT) && !p.closest(KEEP) && hasCard(node.data)) sayCard(node);
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE || node.closest(KEEP)) return;
  const scopes = node.closest(ROOT) ? [node] : node.querySelectorAll(ROOT);
  for (const scope of scopes) {
    const walker = scope.ownerDocument.createTreeWalker(
      scope, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
        acceptNode: (n) => n.nodeType === Node.ELEMENT_NODE
          ? (n.matches(KEEP) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_SKIP)
          : (hasCard(n.data) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
      });
    const found = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) found.push(n);
    for (const n of found) sayCard(n);
  }
}

// --- one live region per widget ------------------------------------------------------
// Each top-level widget of the kit (a .pt-root not inside another) gets one announcer: a
// visually hidden role=status, aria-live=polite element of its own, which stays while the
// widget changes. Whatever else in the widget was a live region (the pt-live views, the
// role=status/alert boxes drawn inside them) is made quiet, and when its text changes the
// new text is said through the announcer, cards in words. Errors are said there too
// (politely: they answer what the person just did, so nothing else is being said).
// Nothing is said for what a widget shows before the person first acts on the page
// (a screen reader reads the page itself), only for what changes after.
// Once said, the announcer is emptied again (after SAID_MS): what it said is on the page
// already, where the widget shows it, and a copy left in the announcer would be met a
// second time by anyone reading the page on (a screen reader's reading, a search of the
// page's text): the error at the top of a quiz again at its bottom, a download link twice.
const LIVE_ROLE = "[role=status], [role=alert], [role=log], [aria-live]";
const SOURCE = ".pt-live, [data-pt-role]";
const rootSeen = new WeakMap(); // top-level root -> when it was first seen
const rootSaid = new WeakMap(); // top-level root -> Map(source key -> text it last said)
const pending = new Map(); // top-level root -> [texts to say]
let lastAct = 0; // when the person last pressed a key or a pointer
let flushTimer = null;
const SAID_MS = 5000; // how long an announcer keeps what it said
const emptyTimers = new WeakMap(); // announcer -> the timer that empties it

function isTop(root) {
  return !(root.parentElement && root.parentElement.closest(ROOT));
}

function words(text) {
  if (!cardPattern) return text;
  cardPattern.lastIndex = 0;
  return text.replace(cardPattern, (m) => cardWords[m] || m);
}

// What a screen reader would say for ``el``: its text, an image by its name, cards in words.
function spokenText(el) {
  const out = [];
  const walk = (n) => {
    if (n.nodeType === Node.TEXT_NODE) { out.push(words(n.data)); return; }
    if (n.nodeType !== Node.ELEMENT_NODE || n.getAttribute("aria-hidden") === "true") return;
    const name = n.getAttribute("aria-label");
    if (name && (n.getAttribute("role") === "img" || n.localName === "svg")) {
      out.push(" " + name + " ");
      return;
    }
    if (n.localName === "style" || n.localName === "script") return;
    for (const c of n.childNodes) walk(c);
    if (/^(div|p|li|tr|h\d|ul|ol|table|details|summary|br)$/.test(n.localName)) out.push(" ");
  };
  walk(el);
  return out.join("").replace(/\s+/g, " ").trim();
}

function announcer(root) {
  let a = root.querySelector(":scope > .pt-announce");
  if (!a) {
    a = root.ownerDocument.createElement("div");
    a.className = "pt-announce pt-words-only";
    a.setAttribute("role", "status");
    a.setAttribute("aria-live", "polite");
    a.setAttribute("aria-atomic", "true");
    root.append(a); // last: ipywidgets inserts its children before it, in their order
  }
  return a;
}

function flush() {
  flushTimer = null;
  for (const [root, texts] of pending) {
    if (!root.isConnected || !texts.length) continue;
    const a = announcer(root);
    a.textContent = texts.join(" ");
    clearTimeout(emptyTimers.get(a));
    emptyTimers.set(a, setTimeout(() => { a.textContent = ""; emptyTimers.delete(a); },
                                  SAID_MS));
  }
  pending.clear();
}

function syncLive(doc) {
  for (const root of doc.querySelectorAll(ROOT)) {
    if (!isTop(root)) continue;
    for (const el of root.querySelectorAll(LIVE_ROLE)) {
      if (el.classList.contains("pt-announce")) continue;
      const role = el.getAttribute("role");
      if (role === "status" || role === "alert" || role === "log") {
        el.dataset.ptRole = role;
        el.removeAttribute("role");
      }
      el.removeAttribute("aria-live");
      el.removeAttribute("aria-atomic");
    }
    const sources = [...root.querySelectorAll(SOURCE)].filter((s) => {
      const outer = s.parentElement && s.parentElement.closest(SOURCE);
      return !(outer && root.contains(outer)) && s.getClientRects().length > 0;
    });
    if (!sources.length) continue;
    announcer(root);
    if (!rootSeen.has(root)) { rootSeen.set(root, Date.now()); rootSaid.set(root, new Map()); }
    const quiet = lastAct <= rootSeen.get(root);
    const said = rootSaid.get(root);
    const counts = {};
    for (const s of sources) {
      // A source is known by its classes and place among those with the same classes:
      // a box drawn anew with the same words is not said again.
      const cls = s.className + "|" + (s.dataset.ptRole || "");
      counts[cls] = (counts[cls] || 0) + 1;
      const key = cls + "#" + counts[cls];
      const text = spokenText(s);
      if (said.get(key) === text) continue;
      said.set(key, text);
      if (quiet || !text) continue;
      if (!pending.has(root)) pending.set(root, []);
      pending.get(root).push(text);
    }
  }
  // A live view outside any of the kit's widgets is its own persistent region.
  for (const el of doc.querySelectorAll(".pt-live")) {
    if (el.closest(ROOT)) continue;
    if (el.getAttribute("role") !== "status") el.setAttribute("role", "status");
    if (el.getAttribute("aria-live") !== "polite") el.setAttribute("aria-live", "polite");
    if (el.getAttribute("aria-atomic") !== "true") el.setAttribute("aria-atomic", "true");
    for (const inner of el.querySelectorAll("[role=status], [role=alert]")) {
      inner.dataset.ptRole = inner.getAttribute("role");
      inner.removeAttribute("role");
    }
    speakCards(el);
  }
  // The updates of one action arrive as several messages: say them together.
  if (pending.size) {
    if (flushTimer !== null) clearTimeout(flushTimer);
    flushTimer = setTimeout(flush, 250);
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
    b.textContent = pageWords.hide_prose || "Hide the lesson text";
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
  let holding = null; // the pt-focus-hold place the focus was put on to wait

  const gone = () => {
    const a = doc.activeElement;
    return !a || a === doc.body || a === doc.documentElement || !a.isConnected;
  };
  // Lost: on the body, or waiting on the hold place for the widget's next controls.
  const lost = () => gone() || (holding !== null && doc.activeElement === holding);
  let pointer = false; // the last action was a click or tap, not a key
  let tabAt = 0; // when Tab (or Shift+Tab) was pressed, if it is the last key pressed
  // A mouse user's page does not scroll to the control the focus moves to.
  const move = (el) => el.focus({ preventScroll: pointer });
  const put = (el) => { move(el); placed = el; };
  // The moment the focus leaves the widget's controls for the body (the pressed button was
  // removed) or stays on a control just disabled (the browser would take it to the body
  // at its next frame), it waits on the widget's hold place, which says what happens now.
  const hold = () => {
    if (!scope || !scope.isConnected) return;
    const a = doc.activeElement;
    if (!gone() && !(a && a.disabled && scope.contains(a))) return;
    const place = scope.querySelector(".pt-focus-hold");
    if (!place || place.getClientRects().length === 0 || place.closest("[aria-hidden=true]")) {
      return;
    }
    if (place.getAttribute("tabindex") !== "-1") place.setAttribute("tabindex", "-1");
    holding = place;
    move(place);
  };
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
    if (e.target === holding) return; // waiting there: the scope and the last control stay
    if (e.target !== placed) placed = null; // the person moved the focus themselves
    const s = e.target instanceof Element ? scopeOf(e.target) : null;
    scope = s && s.querySelector(".pt-root, .pt-focus-next, .pt-focus-fallback") ? s : null;
    last = scope ? e.target : null;
  }, true);
  // A click or tap outside any control (on the page itself) means "leave the focus there".
  doc.addEventListener("pointerdown", (e) => {
    pointer = true;
    lastAct = Date.now();
    if (!(e.target instanceof Element) || !e.target.closest(FOCUSABLE)) scope = null;
  }, true);
  doc.addEventListener("keydown", (e) => {
    pointer = false;
    lastAct = Date.now();
    tabAt = e.key === "Tab" ? lastAct : 0;
  }, true);
  doc.addEventListener("focusout", (e) => {
    const el = e.target;
    // Tab from the page's last control (or Shift+Tab from its first) takes the focus out of
    // the page, to the browser's own controls: the person chose that, and the control is
    // still there and enabled, so nothing is to be given back (a focus trap otherwise).
    if (e.relatedTarget === null && Date.now() - tabAt < 100 && el instanceof Element
        && el.isConnected && !el.disabled) {
      scope = null;
      placed = null;
      holding = null;
      if (timer !== null) { clearTimeout(timer); timer = null; }
      return;
    }
    later();
  }, true);

  // voila's page has no <main>: its rendered cells are the page's main landmark (in
  // JupyterLab there is no #rendered_cells, and JupyterLab has its own).
  const cells = doc.getElementById("rendered_cells");
  if (cells && !cells.closest("main, [role=main]") && !doc.querySelector("main, [role=main]")) {
    cells.setAttribute("role", "main");
  }
  jumpToSection(doc);
  // A widget that shows something new to answer (a new question) marks where it starts
  // with pt-focus-go and a key (data-pt-go) that changes with it: when the key changes
  // while the focus is in that widget, the focus goes there.
  const goSeen = new WeakMap(); // top-level root -> the key last seen
  const syncGo = () => {
    for (const el of doc.querySelectorAll(".pt-focus-go")) {
      let root = el.closest(ROOT);
      while (root && !isTop(root)) root = root.parentElement.closest(ROOT);
      root = root || el;
      const key = el.dataset.ptGo || "";
      const was = goSeen.get(root);
      goSeen.set(root, key);
      if (was === undefined || was === key) continue;
      const a = doc.activeElement;
      const inside = a && a !== doc.body && root.contains(a);
      if ((inside || (lost() && scope && scope.contains(el))) && usable(el)) {
        move(el);
        placed = null;
        if (el.classList.contains("pt-reveal")) el.scrollIntoView({ block: "nearest" });
      }
    }
  };
  const sync = () => {
    syncPressed(doc); syncSliders(doc); syncLive(doc); syncProse(doc); syncGo();
  };
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === "childList") {
        for (const n of r.addedNodes) speakCards(n);
      } else if (r.attributeName === "class" && r.target.classList.contains("pt-root")
                 && !/(^|\s)pt-root(\s|$)/.test(r.oldValue || "")) {
        speakCards(r.target); // it has just become one of the kit's widgets
      }
    }
    sync();
    quietSince = Date.now();
    if (scope) {
      hold(); // (a disabled control loses the focus only after this runs: hold() sees it)
      later();
    }
  }).observe(doc.body, {
    subtree: true, childList: true, attributes: true, attributeFilter: ["class", "disabled"],
    attributeOldValue: true,
  });
  speakCards(doc.body);
  sync();
}

export default {
  render({ model, el }) {
    el.classList.add("pt-stylesheet");
    setCardWords(model.get("card_words"));
    pageWords = model.get("page_words") || {};
    install();
  },
};
