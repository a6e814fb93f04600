/**
 * Runs an operator command's `main` and exits with its code; a failure prints its message alone (an operator
 * reads it, not a stack) and exits 1.
 */
export function runMain(main: (args: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
