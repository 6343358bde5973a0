// The browser build's strings files, given to the server build by build/locale-strings.ts.
declare module 'virtual:nestwell/locale-strings-files' {
  const files: Readonly<Record<string, string>>
  export default files
}
