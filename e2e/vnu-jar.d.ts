/** The path of vnu.jar, the W3C Nu HTML Checker. */
declare module 'vnu-jar' {
  const jarPath: string;
  export default jarPath;
}
