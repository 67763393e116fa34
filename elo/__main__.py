import sys

from elo.cli import main

sys.exit(main())
