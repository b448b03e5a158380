declare module "lighthouse/third-party/ard/ard.js" {
  export class ConformanceTester {
    errors: Array<{ element: string; message: string }>;
    warnings: Array<{ element: string; message: string }>;
    validate_manifest(raw: string, label: string): boolean;
  }
}
