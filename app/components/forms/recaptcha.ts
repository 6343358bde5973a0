// reCAPTCHA v3 in the browser: loaded only when the site has a key, executed on submit.
declare global {
  interface Window {
    grecaptcha?: {
      ready(callback: () => void): void
      execute(siteKey: string, options: { action: string }): Promise<string>
    }
  }
}

let loading: Promise<void> | undefined

export function loadRecaptcha(siteKey: string): Promise<void> {
  if (!siteKey || typeof document === 'undefined') return Promise.resolve()
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      loading = undefined
      reject(new Error('reCAPTCHA could not be loaded'))
    }
    document.head.appendChild(script)
  })
  return loading
}

/** A token for `action`, or undefined when the site has no key (or Google cannot be reached). */
export async function recaptchaToken(siteKey: string, action: string): Promise<string | undefined> {
  if (!siteKey) return undefined
  try {
    await loadRecaptcha(siteKey)
    const grecaptcha = window.grecaptcha
    if (!grecaptcha) return undefined
    return await new Promise<string>((resolve, reject) => {
      grecaptcha.ready(() => grecaptcha.execute(siteKey, { action }).then(resolve, reject))
    })
  } catch {
    // The server decides: without a token it refuses when it has a secret.
    return undefined
  }
}
