const scripts = new Map<string, Promise<void>>();

/**
 * Loads an outside provider's script once per page (the captcha's, a sign-in provider's), from the address the
 * server's configuration gives; a failed load is forgotten, so the next attempt tries again.
 */
export function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        reject(new Error(`${src} could not be loaded`));
      };
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}
