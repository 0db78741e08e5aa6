// Another library that owns the plain name <code-block>.
customElements.define('code-block', class extends HTMLElement {});
