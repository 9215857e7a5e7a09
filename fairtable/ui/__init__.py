"""The face of fairtable: windows, the table scene, panels and dialogs (Qt)."""
