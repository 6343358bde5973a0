// The browser build's strings files, given to the server build by build/locale-strings.ts.
declare module 'virtual:nestwell/locale-strings-files' {
  const strings: import('@core/i18n/locale-strings').LocaleStringsFiles
  export default strings
}
