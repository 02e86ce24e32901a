// The page side of choosers.py's "Load record" button (an anywidget): a button that reads
// "Load record" (its accessible name too; ipywidgets' FileUpload adds its file count,
// "Load record (0)") and opens a file chooser. The chosen file's size is checked here,
// before anything is sent: a file larger than the model's max_bytes is only named to the
// kernel (name and size), which says in a sentence why it cannot be opened; a larger file
// sent over voila's websocket (its message limit is 10 MiB) would drop the connection
// without a word. A file within the limit is sent as one binary buffer.

export default {
  render({ model, el }) {
    el.classList.add("pt-record-picker");
    const button = document.createElement("button");
    button.type = "button";
    button.className = "jupyter-widgets jupyter-button widget-button pt-record-button";
    const icon = document.createElement("i");
    icon.className = "fa fa-upload";
    icon.setAttribute("aria-hidden", "true");
    const words = document.createElement("span");
    button.append(icon, words);
    const input = document.createElement("input");
    input.type = "file";
    input.hidden = true;
    input.tabIndex = -1;
    el.append(button, input);

    const draw = () => {
      words.textContent = model.get("description");
      button.title = model.get("tooltip") || "";
      button.disabled = Boolean(model.get("disabled"));
      input.accept = model.get("accept") || "";
    };
    draw();
    model.on("change", draw);

    button.addEventListener("click", () => {
      input.value = ""; // the same file may be chosen again
      input.click();
    });
    input.addEventListener("change", () => {
      const file = input.files && input.files[0];
      if (!file) return;
      const about = { name: file.name, size: file.size, type: file.type };
      if (file.size > model.get("max_bytes")) {
        model.send({ event: "too_large", ...about });
        return;
      }
      const reader = new FileReader();
      reader.onload = () => model.send({ event: "file", ...about }, undefined, [reader.result]);
      reader.onerror = () => model.send({ event: "unreadable", ...about });
      reader.readAsArrayBuffer(file);
    });
  },
};
