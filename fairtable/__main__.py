from fairtable.cli import main

raise SystemExit(main())
