/**
 * Prints just the code and its link: a hidden same-origin frame holds them, so the page's shell
 * and menus stay off the paper. Built with DOM calls (no HTML strings) so nothing is injected.
 */
export function printQrCode({ imageUrl, title, caption }: { imageUrl: string; title: string; caption: string }) {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, { position: 'fixed', width: '0', height: '0', border: '0', right: '0', bottom: '0' });
  document.body.appendChild(frame);
  const doc = frame.contentDocument;
  const win = frame.contentWindow;
  if (!doc || !win) return frame.remove();
  doc.title = title;
  const style = doc.createElement('style');
  style.textContent = 'body{font-family:system-ui,sans-serif;text-align:center;margin:40px}img{width:320px;height:320px}p{word-break:break-all}';
  const heading = doc.createElement('h1');
  heading.textContent = title;
  const image = doc.createElement('img');
  image.alt = caption;
  const text = doc.createElement('p');
  text.textContent = caption;
  doc.head.appendChild(style);
  doc.body.append(heading, image, text);
  image.onload = () => {
    win.focus();
    win.print();
    setTimeout(() => frame.remove(), 1000);
  };
  image.onerror = () => frame.remove();
  image.src = new URL(imageUrl, window.location.href).href;
}
