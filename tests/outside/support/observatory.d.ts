// The part of Mozilla's Observatory scanner the suite uses (the package ships JavaScript only).
declare module '@mdn/mdn-http-observatory' {
  export interface ObservatoryTest {
    pass: boolean | null
    result: string
    scoreModifier: number
  }
  export interface ObservatoryScan {
    scan: { grade: string; score: number; testsPassed: number; testsQuantity: number; statusCode: number }
    tests: Record<string, ObservatoryTest>
  }
  /** `host` is put between `http(s)://` and nothing else: `127.0.0.1:3520/community` works. */
  export function scan(host: string): Promise<ObservatoryScan>
}
