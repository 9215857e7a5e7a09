; fairtable installer for Windows (NSIS 3, Modern UI 2).
;
; A per-user install: no administrator rights, the program goes to %LOCALAPPDATA%\Programs\fairtable,
; a Start menu entry, (optionally) fairtable in Explorer's "Open with" for saved games and a desktop
; shortcut are made, and the uninstaller is registered in "Apps & features" under HKCU. packaging/build.py compiles it with:
;
;   makensis /DAPP_NAME=fairtable /DAPP_VERSION=0.2.0rc1 /DAPP_VERSION_NUMBERS=0.2.0.0 /DAPP_ARCH=x64
;            /DPAYLOAD=<dist\fairtable> /DICON=<build\icons\fairtable.ico>
;            /DOUTFILE=<dist\fairtable-0.2.0rc1-windows-x64-setup.exe> packaging\windows\fairtable.nsi
;
; PAYLOAD is the onedir bundle (fairtable.exe, the windowed program; fairtable-cli.exe, the same program
; for a terminal; _internal\). Any folder compiles, so the script can be checked on Linux (makensis from
; Debian's nsis package). APP_VERSION_NUMBERS is the version as Windows' four numbers (build.py's
; windows_version: 0.2.0rc1 is 0.2.0.0). The installer speaks English, German, Japanese and Chinese
; (simplified, traditional): a language dialog offers them, the system's language chosen, and the
; uninstaller speaks the one chosen. It refuses to run on Windows before 10 (and a 64-bit build on 32-bit
; Windows), and neither it nor the uninstaller touches the files while fairtable runs from them.

Unicode true
SetCompressor /SOLID lzma
RequestExecutionLevel user

!ifndef APP_NAME
  !define APP_NAME "fairtable"
!endif
!ifndef APP_VERSION
  !error "define APP_VERSION (e.g. /DAPP_VERSION=0.1.0)"
!endif
!ifndef APP_VERSION_NUMBERS
  !error "define APP_VERSION_NUMBERS: the version as four numbers (e.g. /DAPP_VERSION_NUMBERS=0.2.0.0)"
!endif
!ifndef APP_ARCH
  !define APP_ARCH "x64"
!endif
!ifndef PAYLOAD
  !error "define PAYLOAD: the onedir bundle folder (dist\fairtable)"
!endif
!ifndef OUTFILE
  !define OUTFILE "${APP_NAME}-${APP_VERSION}-windows-${APP_ARCH}-setup.exe"
!endif

!define APP_EXE "${APP_NAME}.exe"
!define CLI_EXE "${APP_NAME}-cli.exe"  ; the same program with a console: --help and messages print
!define UNINSTALLER "Uninstall ${APP_NAME}.exe"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_NAME}"
!define SETTINGS_KEY "Software\${APP_NAME}"
; Saved games are .json files: the installer offers fairtable in Explorer's "Open with" for .json (a ProgID
; listed under .json\OpenWithProgids) without taking .json from the program that opens it now.
!define PROGID "${APP_NAME}.record"
!define CLASSES "Software\Classes"
!define SHCNE_ASSOCCHANGED 0x08000000

; A signed build (packaging/build.py passes SIGN_COMMAND, signtool's command line, when it has a certificate):
; the installer and the uninstaller are signed as makensis writes them.
!ifdef SIGN_COMMAND
  !finalize `${SIGN_COMMAND} "%1"` = 0
  !uninstfinalize `${SIGN_COMMAND} "%1"` = 0
!endif

!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "LogicLib.nsh"
!include "WinVer.nsh"
!include "x64.nsh"

Name "${APP_NAME} ${APP_VERSION}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP_NAME}"
InstallDirRegKey HKCU "${SETTINGS_KEY}" "InstallDir"
BrandingText "${APP_NAME} ${APP_VERSION}"

VIProductVersion "${APP_VERSION_NUMBERS}"
VIFileVersion "${APP_VERSION_NUMBERS}"
VIAddVersionKey "ProductName" "${APP_NAME}"
VIAddVersionKey "ProductVersion" "${APP_VERSION}"
VIAddVersionKey "FileVersion" "${APP_VERSION}"
VIAddVersionKey "FileDescription" "${APP_NAME} installer"
VIAddVersionKey "LegalCopyright" "MIT License"

!ifdef ICON
  !define MUI_ICON "${ICON}"
  !define MUI_UNICON "${ICON}"
!endif
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${APP_EXE}"
!define MUI_FINISHPAGE_RUN_TEXT "$(RUN_APP)"
; the language chosen in the installer's dialog, remembered for the uninstaller
!define MUI_LANGDLL_REGISTRY_ROOT HKCU
!define MUI_LANGDLL_REGISTRY_KEY "${SETTINGS_KEY}"
!define MUI_LANGDLL_REGISTRY_VALUENAME "InstallerLanguage"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; the first is the default; the others in the order of fairtable's own languages
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "German"
!insertmacro MUI_LANGUAGE "Japanese"
!insertmacro MUI_LANGUAGE "SimpChinese"
!insertmacro MUI_LANGUAGE "TradChinese"
!insertmacro MUI_RESERVEFILE_LANGDLL

!include /CHARSET=UTF8 "strings.nsh"  ; the installer's own words in each of these languages

; Windows 10 or newer (what Qt 6 runs on), and a 64-bit Windows for a 64-bit build; said in the language chosen.
!macro REQUIRE_WINDOWS
  ${IfNot} ${AtLeastWin10}
    MessageBox MB_OK|MB_ICONSTOP "$(NEEDS_WINDOWS_10)" /SD IDOK
    SetErrorLevel 3
    Quit
  ${EndIf}
  !if "${APP_ARCH}" == "x64"
    ${IfNot} ${RunningX64}
      MessageBox MB_OK|MB_ICONSTOP "$(NEEDS_64_BIT)" /SD IDOK
      SetErrorLevel 3
      Quit
    ${EndIf}
  !endif
!macroend

; Files of a running program cannot be replaced whole: an update or removal would leave a half-replaced
; _internal\. Windows refuses to open a running executable for writing, so the check tries that on both
; executables (nothing is written) and asks to close fairtable: Retry checks again, Cancel stops before
; anything is touched. A silent run (/S) stops with exit status 2.
!macro _FAIL_IF_IN_USE FILE
  ${If} ${FileExists} "${FILE}"
    ClearErrors
    FileOpen $0 "${FILE}" a
    ${If} ${Errors}
      StrCpy $1 "${FILE}"
    ${Else}
      FileClose $0
    ${EndIf}
  ${EndIf}
!macroend
!macro DEFINE_CLOSED_CHECK UN
  Function ${UN}WaitUntilClosed
    retry:
    StrCpy $1 ""  ; the first executable found in use
    !insertmacro _FAIL_IF_IN_USE "$INSTDIR\${APP_EXE}"
    !insertmacro _FAIL_IF_IN_USE "$INSTDIR\${CLI_EXE}"
    ${If} $1 != ""
      MessageBox MB_RETRYCANCEL|MB_ICONEXCLAMATION "$(APP_RUNNING)" /SD IDCANCEL IDRETRY retry
      SetErrorLevel 2
      Quit
    ${EndIf}
  FunctionEnd
!macroend
!insertmacro DEFINE_CLOSED_CHECK ""
!insertmacro DEFINE_CLOSED_CHECK "un."

Function .onInit
  SetShellVarContext current
  !insertmacro MUI_LANGDLL_DISPLAY
  !insertmacro REQUIRE_WINDOWS
FunctionEnd

Function un.onInit
  SetShellVarContext current
  !insertmacro MUI_UNGETLANGUAGE
  Call un.WaitUntilClosed
FunctionEnd

Section "$(SEC_APP)" SecApp
  SectionIn RO
  Call WaitUntilClosed  ; an update: the installed copy must not be running
  SetOutPath "$INSTDIR"
  ; a new version replaces the bundled runtime whole, so no file of an older one stays behind
  RMDir /r "$INSTDIR\_internal"
  RMDir /r "$INSTDIR\licenses"
  File /r "${PAYLOAD}\*"
  WriteUninstaller "$INSTDIR\${UNINSTALLER}"

  CreateShortcut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0

  WriteRegStr HKCU "${SETTINGS_KEY}" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${APP_VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${APP_EXE}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "fairtable developers"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\${UNINSTALLER}"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\${UNINSTALLER}" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" "$0"
SectionEnd

Section "$(SEC_FILE_TYPE)" SecFileType
  WriteRegStr HKCU "${CLASSES}\${PROGID}" "" "$(FILE_TYPE_NAME)"
  WriteRegStr HKCU "${CLASSES}\${PROGID}\DefaultIcon" "" "$INSTDIR\${APP_EXE},0"
  WriteRegStr HKCU "${CLASSES}\${PROGID}\shell\open\command" "" '"$INSTDIR\${APP_EXE}" "%1"'
  WriteRegStr HKCU "${CLASSES}\.json\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKCU "${CLASSES}\Applications\${APP_EXE}" "FriendlyAppName" "${APP_NAME}"
  WriteRegStr HKCU "${CLASSES}\Applications\${APP_EXE}\SupportedTypes" ".json" ""
  WriteRegStr HKCU "${CLASSES}\Applications\${APP_EXE}\shell\open\command" "" '"$INSTDIR\${APP_EXE}" "%1"'
  System::Call 'shell32::SHChangeNotify(i ${SHCNE_ASSOCCHANGED}, i 0, p 0, p 0)'
SectionEnd

Section "$(SEC_DESKTOP)" SecDesktop
  CreateShortcut "$DESKTOP\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecApp} "$(SEC_APP_DESCRIPTION)"
  !insertmacro MUI_DESCRIPTION_TEXT ${SecFileType} "$(SEC_FILE_TYPE_DESCRIPTION)"
  !insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} "$(SEC_DESKTOP_DESCRIPTION)"
!insertmacro MUI_FUNCTION_DESCRIPTION_END

Section "Uninstall"
  Delete "$DESKTOP\${APP_NAME}.lnk"
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  ; only what the installer put there: the user's saved games live in %APPDATA%\fairtable and stay
  RMDir /r "$INSTDIR\_internal"
  RMDir /r "$INSTDIR\licenses"  ; the bundled components' licences (docs/packaging.md, "Licences")
  Delete "$INSTDIR\${APP_EXE}"
  Delete "$INSTDIR\${CLI_EXE}"
  Delete "$INSTDIR\${UNINSTALLER}"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "${SETTINGS_KEY}"
  ; the file association: fairtable's own keys and value; the .json key only if nothing else is left in it
  DeleteRegValue HKCU "${CLASSES}\.json\OpenWithProgids" "${PROGID}"
  DeleteRegKey /ifnosubkeys /ifnovalues HKCU "${CLASSES}\.json\OpenWithProgids"
  DeleteRegKey /ifnosubkeys /ifnovalues HKCU "${CLASSES}\.json"
  DeleteRegKey HKCU "${CLASSES}\${PROGID}"
  DeleteRegKey HKCU "${CLASSES}\Applications\${APP_EXE}"
  System::Call 'shell32::SHChangeNotify(i ${SHCNE_ASSOCCHANGED}, i 0, p 0, p 0)'
SectionEnd
