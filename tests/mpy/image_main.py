# Driver for tests/mpy/run.mjs --mpy: the files the page's ROMFS image holds, as JSON.
import json

import page_image

print(json.dumps({"files": page_image.COPIED}))
