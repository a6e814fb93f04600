// The Khronos validator ships no types; this covers the part the model tests use.
declare module 'gltf-validator' {
  export interface ValidationMessage {
    code: string;
    message: string;
    severity: number;
    pointer?: string;
  }

  export interface ValidationReport {
    issues: {
      numErrors: number;
      numWarnings: number;
      numInfos: number;
      numHints: number;
      messages: ValidationMessage[];
      truncated: boolean;
    };
  }

  export interface ValidationOptions {
    uri?: string;
    format?: 'glb' | 'gltf';
    maxIssues?: number;
    ignoredIssues?: string[];
    severityOverrides?: Record<string, number>;
  }

  export function validateBytes(data: Uint8Array, options?: ValidationOptions): Promise<ValidationReport>;

  const validator: { validateBytes: typeof validateBytes };
  export default validator;
}
