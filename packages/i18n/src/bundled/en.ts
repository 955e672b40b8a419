// The English texts of the first paint (`common` and `errors`), one chunk: a browser loads
// only its visitor's language (see `loadBundled` in ../resources.ts).
import common from '../resources/en/common.json' with { type: 'json' };
import errors from '../resources/en/errors.json' with { type: 'json' };

export default { common, errors };
