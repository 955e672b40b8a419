// The Arabic texts of the first paint (`common` and `errors`), one chunk: a browser loads
// only its visitor's language (see `loadBundled` in ../resources.ts).
import common from '../resources/ar/common.json' with { type: 'json' };
import errors from '../resources/ar/errors.json' with { type: 'json' };

export default { common, errors };
