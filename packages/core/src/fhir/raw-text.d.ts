/** A file's text as it is (Vite's `?raw` import), for tests that read fixtures byte for byte. */
declare module '*?raw' {
  const text: string;
  export default text;
}
